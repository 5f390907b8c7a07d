/**
 * A zone's date, kept for the rest of the zone's day: for the server, where today's scripture asks
 * on every request (issue 53). A module of its own so that the browser's first load, which asks
 * rarely, carries none of it.
 */
import { addDays } from './central-time';
import { zonedDate, zonedInstant } from './zoned-time';

/**
 * Each zone's current day, from its first instant to the next day's (DST included, via
 * zonedInstant). Bounded: the zones are the visitors' to choose.
 */
const zoneDays = new Map<string, { date: string; from: number; until: number }>();
const MAX_ZONE_DAYS = 1_000;

/**
 * {@link zonedDate}, but a date asked again within the zone's day costs a lookup, not Intl's
 * formatToParts; a clock that goes back (a test's, or a corrected one) reads its own day.
 */
export function keptZonedDate(at: Date, timeZone: string): string {
  const t = at.getTime();
  const day = zoneDays.get(timeZone);
  if (day && t >= day.from && t < day.until) return day.date;
  const date = zonedDate(at, timeZone);
  const from = zonedInstant(date, '00:00', timeZone).getTime();
  const until = zonedInstant(addDays(date, 1), '00:00', timeZone).getTime();
  // kept only when the day's bounds hold the instant (they do, save for a zone's own oddities)
  if (from <= t && t < until) {
    if (zoneDays.size >= MAX_ZONE_DAYS && !zoneDays.has(timeZone)) zoneDays.clear();
    zoneDays.set(timeZone, { date, from, until });
  }
  return date;
}
