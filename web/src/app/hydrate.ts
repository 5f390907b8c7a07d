import type { TodayScripture } from '@reign/contract/scripture';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { createAppRoutes } from './routes';

/** The id of the JSON the server puts beside its HTML (sync-server's web-app plugin). */
export const SERVER_DATA_ID = 'reign-server-data';

/** Today's answer as the server rendered it (a JSON script element: data, never run). */
export function serverScripture(): TodayScripture | null {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return (JSON.parse(text) as { todayScripture?: TodayScripture | null }).todayScripture ?? null;
  } catch {
    return null;
  }
}

/**
 * The route table with the routes matching this address already loaded: the router's first render
 * is then the page the server rendered, not the route's loading fallback.
 */
export async function routesForHydration(): Promise<RouteObject[]> {
  const routes = createAppRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return routes;
}
