import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../session';
import { callsTo, json, makeUser, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { AdminRoute, GuestOnlyRoute, ProtectedRoute } from './guards';

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/auth', element: <GuestOnlyRoute>Auth page</GuestOnlyRoute> },
  { path: '/dashboard', element: <ProtectedRoute>Secret dashboard</ProtectedRoute> },
  {
    element: <ProtectedRoute drawnWhileAccountLoads />,
    children: [{ path: '/framed', element: <p>Framed page</p> }],
  },
  {
    path: '/admin',
    element: (
      <ProtectedRoute>
        <AdminRoute>Admin area</AdminRoute>
      </ProtectedRoute>
    ),
  },
];

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Reader() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws when used outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Reader />)).toThrow('useAuth: no AuthProvider');
  });
});

describe('ProtectedRoute', () => {
  it('shows a centred spinner while the current user loads', async () => {
    const answer = deferred<Response>();
    stubApi(() => answer.promise);
    const { router } = renderRoutes('/dashboard', routes);

    expect(await screen.findByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();

    answer.resolve(json(200, makeUser()));
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your account' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('draws a page whose route asks for it while the user loads, then keeps it for a member', async () => {
    const answer = deferred<Response>();
    stubApi(() => answer.promise);
    renderRoutes('/framed', routes);

    expect(await screen.findByText('Framed page')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your account' })).not.toBeInTheDocument();
    answer.resolve(json(200, makeUser()));
    await waitFor(() => expect(screen.getByText('Framed page')).toBeInTheDocument());
  });

  it('sends a signed-out visitor from a page drawn while loading to /auth', async () => {
    stubApi(signedOut);
    const { router } = renderRoutes('/framed', routes);
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends a signed-out visitor to /auth (a 401 means signed out, not an error)', async () => {
    stubApi(signedOut);
    const { router } = renderRoutes('/dashboard', routes);

    expect(await screen.findByText('Auth page')).toBeInTheDocument();
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.queryByText("We couldn't check your sign-in")).not.toBeInTheDocument();
  });

  it('renders the page for a signed-in user', async () => {
    stubApi(() => json(200, makeUser()));
    renderRoutes('/dashboard', routes);
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached, instead of signing the person out', async () => {
    let up = false;
    const fetchMock = stubApi(() => (up ? json(200, makeUser()) : json(503, { message: 'Down' })));
    const { router } = renderRoutes('/dashboard', routes);

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(router.state.location.pathname).toBe('/dashboard');

    up = true;
    retry.click();
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/session')).toHaveLength(2);
  });
});

describe('AdminRoute', () => {
  it('sends a user whose id is not 1 to /', async () => {
    stubApi(() => json(200, makeUser({ id: 2 })));
    const { router } = renderRoutes('/admin', routes);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets user 1 in', async () => {
    stubApi(() => json(200, makeUser({ id: 1, isAdmin: true })));
    renderRoutes('/admin', routes);
    expect(await screen.findByText('Admin area')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth', async () => {
    stubApi(signedOut);
    const { router } = renderRoutes('/admin', routes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});

describe('GuestOnlyRoute', () => {
  it('sends a signed-in user from /auth to /', async () => {
    stubApi(() => json(200, makeUser()));
    const { router } = renderRoutes('/auth', routes);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page to a signed-out visitor', async () => {
    stubApi(signedOut);
    renderRoutes('/auth', routes);
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
  });
});
