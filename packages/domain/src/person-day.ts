/**
 * Each person's day turns at their own midnight (issue 39): the zone they chose in the profile, or
 * America/Chicago (the spec's zone) for a guest and for anyone who has not chosen. The server
 * decides a member's 'today' with this rule from its own clock; the web with the server's clock.
 */
import { APP_TIME_ZONE, addDays } from './central-time';
import { zonedDate } from './zoned-time';

/** The zone a person's day turns in: their chosen one, America/Chicago when none. */
export function personTimeZone(chosen: string | null | undefined): string {
  return chosen || APP_TIME_ZONE;
}

/** The person's today: the calendar date (YYYY-MM-DD) at an instant in their zone. */
export function personToday(at: Date, chosen: string | null | undefined): string {
  // (Central without Intl: zoned-time.ts; most people never choose, and every page starts with today)
  return zonedDate(at, personTimeZone(chosen));
}

/**
 * The latest date a person may save a plan for: the day after their today (a device clock a little
 * ahead, or a device that has not yet heard of a change of zone, may be on the next date). A plan
 * keeps the date it was saved for: a later change of zone never re-dates it.
 */
export function latestPlanDateFor(now: Date, chosen: string | null | undefined): string {
  return addDays(personToday(now, chosen), 1);
}
