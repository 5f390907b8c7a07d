import * as z from 'zod/mini';
import { get, routeTable } from './route-builder';

/** GET /api/series/offered: how many ready series a member in the caller's language would be offered. */
export const seriesOffered = z.object({ count: z.int() });

/**
 * Whether this server has series to offer, for anyone: the upgrade page and prompt name
 * '7-Day Series' only then. A file of its own: the prompt is on the first load of /.
 */
export const seriesOfferedRoutes = routeTable('series', 'public', {
  seriesOffered: get('/api/series/offered', {
    summary:
      "How many ready series this server offers in the caller's language (the upgrade page names '7-Day Series' only when there is one)",
    response: seriesOffered,
  }),
});
