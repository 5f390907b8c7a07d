import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppFrame } from './AppFrame';
import { createAppRoutes } from './routes';

type Routes = ReturnType<typeof createAppRoutes>;

/**
 * The app in the browser. `routes` are given when the server's HTML is hydrated: the matched lazy
 * routes are already loaded (main.tsx), so the first render is the server's.
 */
export function App({ routes }: { routes?: Routes }) {
  const [router] = useState(() => createBrowserRouter(routes ?? createAppRoutes()));
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
