import * as z from 'zod/mini';
import { checked } from './checked';
import { get, routeTable } from './route-builder';
import { scriptureLanguageQuery, todayScripture } from './scripture';
import { timeZone } from './time-zone';

/** The most days ahead the upcoming verses reveal (to the administrator). */
export const MAX_UPCOMING_DAYS = 7;

/**
 * The most days ahead anybody else gets: tomorrow, enough for a device to show the new day's verse
 * offline after midnight; the admin's schedule further ahead stays unseen (as on /api/debug).
 */
export const PUBLIC_UPCOMING_DAYS = 1;

export const upcomingMessages = { days: `Ask for 1 to ${MAX_UPCOMING_DAYS} days` } as const;
const daysMessage = upcomingMessages.days;

/**
 * GET /api/scripture/upcoming?days=N: the next N days (1 to 7; 7 when left out), of which everyone
 * but the administrator gets at most PUBLIC_UPCOMING_DAYS.
 */
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
  lang: scriptureLanguageQuery,
  /** the days after today in that zone (a member who chose theirs), America/Chicago's without one */
  zone: z.optional(timeZone),
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
      "The verses of the next days, admin-scheduled ones included, with their reflections: for reading offline. Tomorrow's only, except for the administrator (at most 7)",
    query: upcomingScriptureQuery,
    response: upcomingScripture,
  }),
});
