import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { type AuthContextValue, useAuth } from '../../session';
import { callsTo, json, makeUser, signedOut, stubApi } from '../../test/fetch-stub';
import { AuthProvider, seedSignedOut, USER_FRESH_MS } from './AuthProvider';

const latest: { current: AuthContextValue | null } = { current: null };

function Probe() {
  const auth = useAuth();
  latest.current = auth;
  return <p>{auth.isLoading ? 'loading' : (auth.user?.username ?? 'signed out')}</p>;
}

/** Renders the provider and hands back a reader of its latest value. */
function renderProvider() {
  latest.current = null;
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return () => {
    if (!latest.current) throw new Error('provider not rendered');
    return latest.current;
  };
}

describe('AuthProvider', () => {
  it('loads the current user once on start', async () => {
    const fetchMock = stubApi(() => json(200, makeUser({ username: 'naomi' })));
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('naomi')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/session')).toHaveLength(1);
  });

  it('sends a logout made offline before reading the session at the next start', async () => {
    window.localStorage.setItem('reign:pending-logout', '1');
    const order: string[] = [];
    let loggedOut = false;
    const fetchMock = stubApi(({ method, path }) => {
      order.push(`${method} ${path}`);
      if (path === '/api/logout') {
        loggedOut = true;
        return json(200, { message: 'Logged out' });
      }
      return loggedOut ? signedOut() : json(200, makeUser());
    });
    renderProvider();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(order).toEqual(['POST /api/logout', 'GET /api/user']);
    expect(callsTo(fetchMock, 'GET', '/api/session')).toHaveLength(1);
    expect(window.localStorage.getItem('reign:pending-logout')).toBeNull();
  });

  it('still offline at the next start, stays signed out without reading the (cached) session', async () => {
    window.localStorage.setItem('reign:pending-logout', '1');
    const fetchMock = stubApi(({ path }) => {
      if (path === '/api/logout') throw new TypeError('Failed to fetch');
      // what the service worker would answer from its cache
      return json(200, makeUser());
    });
    renderProvider();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/session')).toHaveLength(0);
    expect(window.localStorage.getItem('reign:pending-logout')).not.toBeNull();
  });

  it('treats a signed-out session (user null) as signed out without an error', async () => {
    stubApi(signedOut);
    const auth = renderProvider();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(auth().user).toBeNull();
    expect(auth().error).toBeNull();
  });

  it('keeps the user fresh for five minutes unless forced', async () => {
    const now = vi.spyOn(Date, 'now');
    const start = 1_750_000_000_000;
    now.mockReturnValue(start);
    const fetchMock = stubApi(() => json(200, makeUser()));
    const auth = renderProvider();
    await screen.findByText('ruth');
    const reads = () => callsTo(fetchMock, 'GET', '/api/session').length;
    expect(reads()).toBe(1);

    now.mockReturnValue(start + USER_FRESH_MS - 1);
    await act(() => auth().refreshUser());
    expect(reads()).toBe(1);

    await act(() => auth().refreshUser({ force: true }));
    expect(reads()).toBe(2);

    now.mockReturnValue(start + USER_FRESH_MS * 3);
    await act(() => auth().refreshUser());
    expect(reads()).toBe(3);
  });

  it('sets the user from login, registration and logout answers without reading it again', async () => {
    const fetchMock = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/user') return signedOut();
      if (path === '/api/login')
        return json(200, makeUser({ username: (body as { username: string }).username }));
      if (path === '/api/register') return json(201, makeUser({ username: 'boaz', id: 3 }));
      if (path === '/api/logout') return json(200, { message: 'Logged out' });
      return json(404, { message: 'Not found' });
    });
    const auth = renderProvider();
    await screen.findByText('signed out');

    await act(() => auth().login({ username: 'ruth', password: 'secret1' }));
    expect(screen.getByText('ruth')).toBeInTheDocument();

    await act(() => auth().logout());
    expect(screen.getByText('signed out')).toBeInTheDocument();

    await act(() => auth().register({ username: 'boaz', password: 'secret1' }));
    expect(screen.getByText('boaz')).toBeInTheDocument();

    expect(callsTo(fetchMock, 'GET', '/api/session')).toHaveLength(1);
  });

  it('keeps the user signed out and rejects when login fails', async () => {
    stubApi(({ path }) =>
      path === '/api/login' ? json(401, { message: 'Invalid username or password' }) : signedOut(),
    );
    const auth = renderProvider();
    await screen.findByText('signed out');
    await expect(auth().login({ username: 'ruth', password: 'wrong-pass' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    await waitFor(() => expect(auth().user).toBeNull());
  });

  it('does not let a slow start-up read overwrite a login', async () => {
    let answerUserRead: (r: Response) => void = () => {};
    stubApi(({ path }) => {
      if (path === '/api/user')
        return new Promise<Response>((resolve) => {
          answerUserRead = resolve;
        });
      return json(200, makeUser({ username: 'ruth' }));
    });
    const auth = renderProvider();
    await act(() => auth().login({ username: 'ruth', password: 'secret1' }));
    expect(screen.getByText('ruth')).toBeInTheDocument();

    await act(async () => answerUserRead(signedOut()));
    expect(screen.getByText('ruth')).toBeInTheDocument();
  });

  describe('on a page the server rendered for a visitor without a session', () => {
    it('starts signed out and asks nobody when the document came from the server for this visit', async () => {
      seedSignedOut(true, true);
      onTestFinished(() => seedSignedOut(false));
      const fetchMock = stubApi(() => json(200, makeUser({ username: 'naomi' })));
      const auth = renderProvider();
      expect(screen.getByText('signed out')).toBeInTheDocument();
      // nothing asked on start, nor by a screen within the five minutes an answer counts as fresh
      await act(() => auth().refreshUser());
      expect(callsTo(fetchMock, 'GET', '/api/session')).toHaveLength(0);
      expect(screen.getByText('signed out')).toBeInTheDocument();
      // a screen that must know still asks
      await act(() => auth().refreshUser({ force: true }));
      expect(screen.getByText('naomi')).toBeInTheDocument();
    });

    it('still asks when the document may be a kept copy (a service worker or Back)', async () => {
      seedSignedOut(true, false);
      onTestFinished(() => seedSignedOut(false));
      const fetchMock = stubApi(() => json(200, makeUser({ username: 'naomi' })));
      renderProvider();
      // the server's screen first, then the account the session answer names
      expect(screen.getByText('signed out')).toBeInTheDocument();
      expect(await screen.findByText('naomi')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'GET', '/api/session')).toHaveLength(1);
    });
  });
});
