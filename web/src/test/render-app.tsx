import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
  type To,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { AppRoutes } from '../app/App';
import { AppProviders } from '../app/AppProviders';
import { createAppRoutes } from '../app/routes';

/** What a test reads of the router: the current location, and navigate() as a person would. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>;
}

function RouterProbe({ into }: { into: { location?: Location; navigate?: NavigateFunction } }) {
  into.location = useLocation();
  into.navigate = useNavigate();
  return null;
}

/** Renders routes (the app's own by default) in memory, inside the app's providers. */
export function renderRoutes(initialPath: string, routes: RouteObject[] = createAppRoutes()) {
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const result = render(
    <AppProviders env="test">
      <MemoryRouter initialEntries={[initialPath]}>
        <AppRoutes routes={routes} />
        <RouterProbe into={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('The router has not rendered');
        return probe.location;
      },
    },
    navigate: async (to, options) => {
      const navigate = probe.navigate;
      if (!navigate) throw new Error('The router has not rendered');
      await (typeof to === 'number' ? navigate(to) : navigate(to, options));
    },
  };
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
