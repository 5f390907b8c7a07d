// The server's rendering of the first screen (built by `vite build` into <dist>/ssr, loaded by the
// sync server's web-app plugin). The same components as the browser's, with today's scripture
// given, so the first bytes of `/` carry the verse; the browser hydrates them (main.tsx).
import type { TodayScripture } from '@reign/contract/scripture';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/App';
import { AppFrame } from './app/AppFrame';
import { createAppRoutes, preloadPages } from './app/routes';
import { seedSignedOut } from './features/auth';
import { seedTodayScripture } from './features/scripture';

/**
 * The paths rendered on the server, for any visitor (the server does not look at the session): `/`
 * in full (today's verse, the guest's step 0); the sign-in screen as its frame (header, footer, the
 * account's loading state); the dashboard with its heading, summary cards and tabs, their figures as
 * skeletons (its route is drawn while the account loads), which the browser fills from the device.
 */
export const RENDERED_PATHS: readonly string[] = ['/', '/auth', '/login', '/dashboard'];

/**
 * The rendered paths whose first screen is for signed-out visitors (the sign-in form): the server
 * renders them signed out when the request has no session cookie (so nobody can be signed in),
 * and as the account's loading state otherwise.
 */
export const SIGNED_OUT_PATHS: readonly string[] = ['/auth', '/login'];

/**
 * The page module of each rendered path, as the build's manifest names it: the server inlines its
 * stylesheets and preloads its scripts (the browser loads them before hydrating).
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/features/home/HomePage.tsx',
  '/auth': 'src/features/auth/AuthPage.tsx',
  '/login': 'src/features/auth/AuthPage.tsx',
  '/dashboard': 'src/features/dashboard/DashboardPage.tsx',
};

/**
 * The HTML of the app at `path` (no query) with today's scripture, or null when its page's module
 * did not load (the browser renders it instead). `signedOut`: the visitor has no
 * session (only for SIGNED_OUT_PATHS; the browser hydrates with the same state).
 */
export async function renderPage(
  path: string,
  scripture: TodayScripture | null,
  signedOut = false,
): Promise<string | null> {
  const routes = createAppRoutes();
  try {
    await preloadPages(routes, path);
  } catch {
    return null; // a page's module did not load: the browser renders it instead
  }
  seedTodayScripture(scripture);
  seedSignedOut(signedOut && SIGNED_OUT_PATHS.includes(path));
  try {
    return renderToString(
      <StrictMode>
        <AppFrame>
          <StaticRouter location={path}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </AppFrame>
      </StrictMode>,
    );
  } finally {
    seedTodayScripture(null);
    seedSignedOut(false);
  }
}
