import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverToday } from '../../api';
import { i18n } from '../../i18n/catalogue';
import { callsTo, json, makeUser, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { AppRoutes } from '../App';
import { AppProviders } from '../AppProviders';
import { createAppRoutes } from '../routes';
import { footerVerseFor } from './footer-verses';

/** happy-dom applies Mantine's hiddenFrom/visibleFrom media queries, so the viewport matters. */
function setViewportWidth(width: number) {
  const { happyDOM } = window as unknown as { happyDOM: { setViewport(v: { width: number }): void } };
  happyDOM.setViewport({ width });
}

// a laptop: the greeting has room in the header's row from 1280 px (below it, the Account button)
beforeEach(() => setViewportWidth(1280));
afterEach(() => setViewportWidth(1024));

/** The page the router draws, for tests that move the address themselves. */
function Drawn() {
  return <output data-testid="drawn">{useLocation().pathname}</output>;
}

function mainNav() {
  // The desktop bar; the drawer holds the same links once opened.
  const [bar] = screen.getAllByRole('navigation', { name: 'Main' });
  if (!bar) throw new Error('no main navigation');
  return within(bar);
}

describe('Header', () => {
  it('on a small laptop, greets by the whole username in the Account panel', async () => {
    setViewportWidth(1024);
    stubApi(() => json(200, makeUser({ username: 'pastorjonathan' })));
    const user = userEvent.setup();
    renderRoutes('/');
    const account = await screen.findByRole('button', { name: 'Account' });
    expect(screen.queryByText('Welcome, pastorjonathan')).not.toBeInTheDocument();
    await user.click(account);
    expect(await screen.findByText('Welcome, pastorjonathan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
      'href',
      '/dashboard?tab=profile',
    );
  });

  it('offers Login to a signed-out visitor', async () => {
    stubApi(signedOut);
    renderRoutes('/');
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reign home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Toggle color scheme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bible' })).toHaveAttribute('href', '/bible');
    expect(screen.getByRole('link', { name: 'My study' })).toHaveAttribute('href', '/study');
  });

  it('shows no menu button on a wide screen', async () => {
    stubApi(() => json(200, makeUser()));
    renderRoutes('/');
    await screen.findByText('Welcome, ruth');
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });

  it('greets a signed-in user and shows points and the account links, without Admin', async () => {
    stubApi(() => json(200, makeUser({ username: 'ruth', sharingPoints: 40 })));
    renderRoutes('/');
    await screen.findByText('Welcome, ruth');
    const nav = mainNav();
    const points = nav.getByRole('link', { name: /You have 40 points/ });
    expect(points).toHaveAttribute('href', '/referral');
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(nav.getByRole('link', { name: 'Reflections' })).toHaveAttribute('href', '/reflections');
    expect(nav.getByRole('link', { name: 'Series' })).toHaveAttribute('href', '/series');
    expect(nav.getByRole('link', { name: 'Bible' })).toHaveAttribute('href', '/bible');
    expect(nav.getByRole('link', { name: 'Prayers' })).toHaveAttribute('href', '/prayers');
    expect(nav.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/referral');
    // the laptop's row has no room for My study: the menu on a phone and /bible link it
    expect(nav.queryByRole('link', { name: 'My study' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows Admin to user 1 only', async () => {
    stubApi(() => json(200, makeUser({ id: 1, isAdmin: true })));
    renderRoutes('/');
    await screen.findByText('Welcome, ruth');
    expect(mainNav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('on a small screen, opens the same links in a drawer from the menu button', async () => {
    setViewportWidth(480);
    stubApi(() => json(200, makeUser()));
    const user = userEvent.setup();
    renderRoutes('/');
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    // The wide screen's links are not drawn at this width (not merely hidden): a phone neither
    // loads nor renders them.
    expect(document.querySelector('nav[aria-label="Main"]')).toBeNull();
    expect(document.body.textContent).not.toContain('Welcome, ruth');
    await user.click(burger);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Welcome, ruth')).toBeInTheDocument();
    for (const name of [
      'Dashboard',
      'Reflections',
      'Series',
      'Bible',
      'Reading plans',
      'My study',
      'Prayers',
      'Rewards',
    ]) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('on a small screen, keeps the menu open when the router catches up with the address it was opened on', async () => {
    setViewportWidth(480);
    stubApi(() => json(200, makeUser()));
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/first');
    render(
      <AppProviders env="test">
        <BrowserRouter>
          <AppRoutes routes={createAppRoutes()} />
          <Drawn />
        </BrowserRouter>
      </AppProviders>,
    );
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    // The address moves on (as the redirect after signing in does) a moment before the router
    // draws the new page, and the Burger is tapped in that moment.
    window.history.pushState(null, '', '/second');
    await user.click(burger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(screen.getByTestId('drawn')).toHaveTextContent('/second'));
    expect(menu).toBeVisible();
    expect(burger).toHaveAttribute('aria-expanded', 'true');

    // a page change after it opened (the back button) closes it
    act(() => {
      window.history.pushState(null, '', '/third');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByTestId('drawn')).toHaveTextContent('/third'));
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
  });

  it('logs out with a toast, then offers Login on /', async () => {
    const fetchMock = stubApi(({ method, path }) => {
      if (path === '/api/logout') return json(200, { message: 'Logged out' });
      if (method === 'GET' && path === '/api/user') return json(200, makeUser());
      return json(404, { message: 'Not found' });
    });
    // this device gets ruth's morning reminder: logging out stops it (a shared device)
    window.localStorage.setItem('reign.morningReminder', '2');
    const user = userEvent.setup();
    const { router } = renderRoutes('/somewhere');
    await screen.findByText('Welcome, ruth');
    await user.click(mainNav().getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    expect(screen.getByText("You've been successfully logged out")).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, ruth')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('reign.morningReminder')).toBeNull();
  });

  it('signs out on this device when offline, and tells the server once the connection returns', async () => {
    let online = false;
    const fetchMock = stubApi(({ path }) => {
      if (path !== '/api/logout') return json(200, makeUser());
      if (!online) throw new TypeError('Failed to fetch');
      return json(200, { message: 'Logged out' });
    });
    const user = userEvent.setup();
    renderRoutes('/somewhere');
    await screen.findByText('Welcome, ruth');
    await user.click(mainNav().getByRole('button', { name: 'Logout' }));

    // no answer is not a failure: signed out here at once
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, ruth')).not.toBeInTheDocument();
    expect(screen.queryByText('Logout failed')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('reign:pending-logout')).not.toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(2));
    await waitFor(() => expect(window.localStorage.getItem('reign:pending-logout')).toBeNull());
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it("keeps the user signed in and says 'Logout failed' when the server refuses the logout", async () => {
    stubApi(({ path }) =>
      path === '/api/logout' ? json(503, { message: 'Server is restarting' }) : json(200, makeUser()),
    );
    const user = userEvent.setup();
    renderRoutes('/');
    await screen.findByText('Welcome, ruth');
    await user.click(mainNav().getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Server is restarting')).toBeInTheDocument();
    expect(screen.getByText('Welcome, ruth')).toBeInTheDocument();
  });
});

describe('Footer', () => {
  it("quotes the day's verse (WEB) and carries the copyright line of the day's year", async () => {
    stubApi(signedOut);
    renderRoutes('/');
    const today = serverToday();
    const verse = footerVerseFor(today);
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText(`“${i18n._(verse.text)}”`)).toBeInTheDocument();
    expect(footer.getByText(`— ${i18n._(verse.reference)}`)).toBeInTheDocument();
    expect(footer.getByText(`© ${today.slice(0, 4)} Reign. All rights reserved.`)).toBeInTheDocument();
  });
});
