import type { PublicUser } from '@reign/contract';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

// The page is a lazy route: its first render waits for the chunk, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const stripeMocks = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
  elementsOptions: [] as unknown[],
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeMocks.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripeMocks.elementsOptions.push(options);
    return <div data-testid="stripe-elements">{children}</div>;
  },
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment: stripeMocks.confirmPayment }),
  useElements: () => ({ submit: vi.fn() }),
}));

const PAY = 'Complete Payment - $100';
let keyCounter = 0;

interface Options {
  user?: PublicUser;
  enabled?: boolean;
  /** how many series the server offers (GET /api/series/offered) */
  series?: number;
  intent?: () => Response;
  upgrade?: () => Response;
}

/** The API: the user turns paid once upgrade-to-paid succeeded. */
function stubPayments({ user = makeUser(), enabled = true, series = 4, intent, upgrade }: Options = {}) {
  keyCounter += 1;
  let current = user;
  const publishableKey = `pk_test_${keyCounter}`;
  const fetchMock = stubApi(({ path }) => {
    if (path === '/api/user') return json(200, current);
    if (path === '/api/series/offered') return json(200, { count: series });
    if (path === '/api/payments/config') {
      return json(200, {
        enabled,
        publishableKey: enabled ? publishableKey : null,
        amount: 10000,
        currency: 'usd',
      });
    }
    if (path === '/api/create-payment-intent') {
      return intent ? intent() : json(200, { clientSecret: 'pi_123_secret_abc', paymentIntentId: 'pi_123' });
    }
    if (path === '/api/upgrade-to-paid') {
      const answer = upgrade?.();
      if (answer && !answer.ok) return answer;
      current = { ...current, isPaidMember: true, paymentDate: '2026-03-15T12:00:00.000Z' };
      return json(200, current);
    }
    return json(404, { message: 'Not found' });
  });
  return { fetchMock, publishableKey };
}

beforeEach(() => {
  stripeMocks.elementsOptions.length = 0;
  stripeMocks.loadStripe.mockReset();
  stripeMocks.confirmPayment.mockReset();
  stripeMocks.loadStripe.mockResolvedValue({ confirmPayment: stripeMocks.confirmPayment });
  stripeMocks.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
});
afterEach(() => {
  vi.useRealTimers();
});

async function openForm() {
  const rendered = renderRoutes('/upgrade');
  const button = await screen.findByRole('button', { name: PAY });
  await waitFor(() => expect(button).toBeEnabled());
  return { ...rendered, button };
}

describe('Upgrade page', () => {
  it('sends a paid member home', async () => {
    stubPayments({ user: makeUser({ isPaidMember: true }) });
    const { router } = renderRoutes('/upgrade');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the benefits, the card form and Back to Home', async () => {
    const { publishableKey } = stubPayments();
    await openForm();
    // named once the server says it has a series
    expect(await screen.findByText('7-Day Series')).toBeInTheDocument();
    for (const benefit of [
      'Reflections Archive',
      'Multiple Goals',
      '7-Day Series',
      'Lifetime access',
      'No recurring fees',
    ]) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(stripeMocks.loadStripe).toHaveBeenCalledWith(publishableKey);
    expect(stripeMocks.elementsOptions.at(-1)).toMatchObject({ clientSecret: 'pi_123_secret_abc' });
  });

  it('names 7-Day Series only when this server offers a series', async () => {
    const { fetchMock } = stubPayments({ series: 0 });
    await openForm();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/series/offered')).not.toHaveLength(0));
    expect(screen.getByText('Multiple Goals')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('7-Day Series')).not.toBeInTheDocument());
    expect(screen.queryByText(/Week-long journeys through scripture/)).not.toBeInTheDocument();
  });

  it('says payments are not set up when the server has no Stripe keys, without a form', async () => {
    const { fetchMock } = stubPayments({ enabled: false });
    renderRoutes('/upgrade');
    expect(await screen.findByText(/Payments are not set up on this server\./)).toBeInTheDocument();
    // not a dead end: who can still make them a member
    expect(
      screen.getByText(/the administrator of this Reign server can grant you a lifetime membership/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(0);
    expect(stripeMocks.loadStripe).not.toHaveBeenCalled();
  });

  it('pays, upgrades, welcomes the member and goes home after 2 seconds', async () => {
    const { fetchMock } = stubPayments();
    const user = userEvent.setup();
    const { router, button } = await openForm();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(button);

    expect(
      await screen.findByText('Payment Successful!', { selector: '.mantine-Notification-title' }),
    ).toBeInTheDocument();
    expect(stripeMocks.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: 'if_required' }),
    );
    const upgrades = callsTo(fetchMock, 'POST', '/api/upgrade-to-paid');
    expect(upgrades).toHaveLength(1);
    expect(JSON.parse(String(upgrades[0]?.[1]?.body))).toEqual({ paymentIntentId: 'pi_123' });
    // The user is refreshed (now paid) but the page stays for its 2 seconds.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/session').length).toBeGreaterThanOrEqual(2));
    expect(router.state.location.pathname).toBe('/upgrade');

    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the provider's message when the payment fails, and does not upgrade", async () => {
    const { fetchMock } = stubPayments();
    stripeMocks.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const user = userEvent.setup();
    const { button } = await openForm();
    await user.click(button);

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/upgrade-to-paid')).toHaveLength(0);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('tells the member to contact support when the payment went through but the upgrade failed', async () => {
    let upgradeWorks = false;
    stubPayments({ upgrade: () => (upgradeWorks ? json(200, {}) : json(500, { message: 'Database down' })) });
    const user = userEvent.setup();
    const { button } = await openForm();
    await user.click(button);

    expect(
      await screen.findByText('Payment processed, account upgrade pending', {
        selector: '.mantine-Notification-title',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText("Please contact support if your account isn't upgraded shortly.", { exact: false })
        .length,
    ).toBeGreaterThan(0);

    upgradeWorks = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByText('Payment Successful!', { selector: '.mantine-Notification-title' }),
    ).toBeInTheDocument();
  });

  it('says the payment could not start when the intent cannot be created, with Try again', async () => {
    let fail = true;
    stubPayments({
      intent: () =>
        fail
          ? json(500, { message: 'Stripe is down' })
          : json(200, { clientSecret: 'pi_123_secret_abc', paymentIntentId: 'pi_123' }),
    });
    const user = userEvent.setup();
    renderRoutes('/upgrade');
    expect(await screen.findAllByText('Failed to initialize payment. Please try again.')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: PAY })).toBeInTheDocument();
  });

  it('says so when Stripe.js cannot load (offline), and retries', async () => {
    stubPayments();
    stripeMocks.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const user = userEvent.setup();
    renderRoutes('/upgrade');
    expect(await screen.findByText('The card form could not load')).toBeInTheDocument();
    expect(screen.getByText(/Check your internet connection and try again\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: PAY })).toBeInTheDocument();
  });

  it('says so when the server cannot be reached at all', async () => {
    stubApi(({ path }) => {
      if (path === '/api/user') return json(200, makeUser());
      throw new TypeError('Failed to fetch');
    });
    renderRoutes('/upgrade');
    expect(await screen.findByText("We couldn't reach the server. Please try again.")).toBeInTheDocument();
  });

  it('finishes a payment that came back from a redirect', async () => {
    const { fetchMock } = stubPayments();
    const { router } = renderRoutes('/upgrade?payment_intent=pi_77&redirect_status=succeeded');
    expect(
      await screen.findByText('Payment Successful!', { selector: '.mantine-Notification-title' }),
    ).toBeInTheDocument();
    const upgrades = callsTo(fetchMock, 'POST', '/api/upgrade-to-paid');
    expect(JSON.parse(String(upgrades[0]?.[1]?.body))).toEqual({ paymentIntentId: 'pi_77' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
