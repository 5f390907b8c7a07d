import { useState } from 'react';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { hydratingServerHtml } from '../ssr/hydration';
import { AppFrame } from './AppFrame';
import { createAppRoutes } from './routes';

/** The route table's element for the current address. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The app in the browser. When the server's HTML is hydrated, the pages matching the address are
 * already loaded (main.tsx), so the first render is the server's, and the theme's CSS variables are
 * already in the document's head.
 */
export function App() {
  const [routes] = useState(createAppRoutes);
  return (
    <AppFrame cssVariables={!hydratingServerHtml}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppFrame>
  );
}
