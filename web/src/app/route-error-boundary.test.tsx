import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { signedOut, stubApi } from '../test/fetch-stub';
import { renderRoutes } from '../test/render-app';
import { LazyPageView, lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('The page broke');
}

const missing = lazyPage<{ Gone: () => null }>(
  () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
  'Gone',
);

const routes = [
  {
    element: (
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/', element: <p>Home page</p> },
      { path: '/broken', element: <Broken /> },
      { path: '/missing', element: <LazyPageView page={missing} /> },
    ],
  },
];

describe('the route error boundary', () => {
  it('shows the error page with a way out when a page throws, and a navigation clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(signedOut);
    const { router } = renderRoutes('/broken', routes);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The page broke');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await router.navigate('/');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows it when a page's code cannot be loaded (a new version deployed meanwhile)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(signedOut);
    renderRoutes('/missing', routes);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module'),
    );
  });

  it("says so when a page's code cannot be loaded offline", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi(signedOut);
    renderRoutes('/missing', routes);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This page is not available offline yet. Connect to the internet and reload.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
