import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { AppProviders } from '../app/AppProviders';
import { createAppRoutes } from '../app/routes';

/** Renders routes (the app's own by default) in memory, inside the app's providers. */
export function renderRoutes(initialPath: string, routes: RouteObject[] = createAppRoutes()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** The app's providers, and the query client the lazy server-data layout gives its pages. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AppProviders env="test">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppProviders>
  );
}
