import { resetMessages } from '@reign/contract/password-reset';
import { paymentMessages } from '@reign/contract/payments';
import { setupMessages } from '@reign/contract/setup';
import { configure, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_WORDS } from '../features/password-reset/reset-words';
import { SETUP_WORDS } from '../features/setup/setup-words';
import { PAYMENT_WORDS } from '../features/upgrade/payment-words';
import { englishShown, loadEnglishMessages } from '../test/english-shown';
import { json, makeUser, signedOut, stubApi } from '../test/fetch-stub';
import { renderMemberApp } from '../test/member';
import { renderRoutes } from '../test/render-app';
import { activateLanguage } from './catalogue';
import { i18n } from './index';

// The account area's screens in Spanish show no English catalogue message (text, aria-label, title,
// placeholder, alt, the page title): the profile's cards, /forgot-password and /upgrade.

// The pages are lazy routes, slow to render on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: async () => ({ confirmPayment: vi.fn() }) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment: vi.fn() }),
  useElements: () => ({ submit: vi.fn() }),
}));

beforeAll(async () => {
  await loadEnglishMessages();
  await activateLanguage('es');
}, 60_000);

afterAll(() => activateLanguage('en'));

/** The profile's server reads: the e-mail delivery, the news choice and the reminder settings. */
function profileServer(request: { method: string; path: string }) {
  if (request.path === '/api/user/email-delivery') return json(200, { mailConfigured: true });
  if (request.path === '/api/user/email-consent') return json(200, { emailConsent: false });
  if (request.path === '/api/reminders' && request.method === 'GET') {
    return json(200, { time: '07:00', timeZone: null, devices: 0, publicKey: 'BKey', prayedForYou: true });
  }
  return undefined;
}

describe('the account screens in Spanish', { timeout: 30_000 }, () => {
  it('the profile (its form, reading, e-mail, security, news, reminders, data) shows no English message', async () => {
    renderMemberApp('/dashboard?tab=profile', {
      user: { email: 'ana@example.com', emailVerified: false },
      api: profileServer,
    });
    expect(await screen.findByRole('button', { name: 'Guardar perfil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seguridad' })).toBeInTheDocument();
    expect(
      await screen.findByText('Todavía ningún dispositivo recibe el recordatorio matutino.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Envíenme noticias/ })).toBeEnabled();
    expect(
      await screen.findByText(/Escribe el código de 6 caracteres que enviamos a ana@example.com/),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Creciendo en la fe' })).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it('/forgot-password shows no English message', async () => {
    stubApi(signedOut);
    renderRoutes('/forgot-password');
    expect(await screen.findByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Olvidé mi contraseña · Reign'));
    expect(screen.getByRole('link', { name: 'Escríbelo aquí' })).toHaveAttribute('href', '/reset-password');
    expect(englishShown()).toEqual([]);
  });

  it('/upgrade (benefits and the card form) shows no English message', async () => {
    stubApi(({ path }) => {
      if (path === '/api/user') return json(200, makeUser());
      if (path === '/api/payments/config') {
        return json(200, { enabled: true, publishableKey: 'pk_test_es', amount: 10000, currency: 'usd' });
      }
      if (path === '/api/create-payment-intent') {
        return json(200, { clientSecret: 'pi_es_secret', paymentIntentId: 'pi_es' });
      }
      return json(404, { message: 'Not found' });
    });
    renderRoutes('/upgrade');
    expect(await screen.findByRole('button', { name: 'Completar el pago - $100' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hazte miembro de por vida' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Hazte miembro · Reign'));
    expect(englishShown()).toEqual([]);
  });

  it("the contract's words shown through the catalogue are the contract's English word for word", async () => {
    await activateLanguage('en');
    try {
      for (const [key, english] of Object.entries(resetMessages)) {
        expect(i18n._(RESET_WORDS[key as keyof typeof resetMessages])).toBe(english);
      }
      for (const [key, english] of Object.entries(paymentMessages)) {
        expect(i18n._(PAYMENT_WORDS[key as keyof typeof paymentMessages])).toBe(english);
      }
      for (const [key, english] of Object.entries(setupMessages)) {
        expect(i18n._(SETUP_WORDS[key as keyof typeof setupMessages])).toBe(english);
      }
    } finally {
      await activateLanguage('es');
    }
  });
});
