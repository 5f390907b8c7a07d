import * as z from 'zod/mini';
import { checked } from './checked';
import { get, routeTable } from './route-builder';
import { todayScripture } from './scripture';

/** The most days ahead the upcoming verses reveal. */
export const MAX_UPCOMING_DAYS = 7;

const daysMessage = `Ask for 1 to ${MAX_UPCOMING_DAYS} days`;

/** GET /api/scripture/upcoming?days=N: the next N days (1 to 7; 7 when left out). */
export const upcomingScriptureQuery = z.strictObject({
  days: z._default(
    checked(
      z.coerce.number(),
      z.int(daysMessage),
      z.minimum(1, daysMessage),
      z.maximum(MAX_UPCOMING_DAYS, daysMessage),
    ),
    MAX_UPCOMING_DAYS,
  ),
});

/** The days after today, in order, each as GET /api/today-scripture will answer it that day. */
export const upcomingScripture = z.array(todayScripture);

/**
 * The next days' verses, for reading offline (its own file: the first screen loads today's verse
 * only, and this route's checks load with the prefetch).
 */
export const upcomingScriptureRoutes = routeTable('scripture', 'public', {
  upcomingScripture: get('/api/scripture/upcoming', {
    summary:
      'The verses of the next days (at most 7), admin-scheduled ones included, with their reflections: for reading offline',
    query: upcomingScriptureQuery,
    response: upcomingScripture,
  }),
});
