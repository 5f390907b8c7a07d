/** Reign's day runs on America/Chicago (spec part 1 section 9, part 2 section 9). */
export const APP_TIME_ZONE = 'America/Chicago';

const HOUR_MS = 3_600_000;

/** The day of March or November (UTC) that is the `nth` Sunday of that month in `year`. */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/**
 * America/Chicago's offset from UTC at an instant, in ms: daylight time (UTC-5) from the second
 * Sunday of March at 2:00 CST (08:00 UTC) to the first Sunday of November at 2:00 CDT (07:00 UTC),
 * standard time (UTC-6) otherwise: the United States' rule since 2007.
 *
 * Written out instead of asked of Intl: the first Intl formatter with a time zone loads the zone
 * database, about 25 ms of a page's start here and 100 ms on a phone (docs/performance.md), and
 * every page needs today's Central date while it starts. A unit test holds this to Intl for every
 * hour of 2007 to 2040, so a change of the rule in the platform's zone data fails the build.
 */
export function centralOffsetMs(at: Date): number {
  const t = at.getTime();
  const year = new Date(t).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 8);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 7);
  return (t >= start && t < end ? -5 : -6) * HOUR_MS;
}

/** The Central calendar date of an instant, as YYYY-MM-DD. */
export function centralDate(at: Date = new Date()): string {
  return new Date(at.getTime() + centralOffsetMs(at)).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date `days` later (earlier when negative). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Central month (1-12) of an instant. */
export function centralMonth(at: Date = new Date()): number {
  return Number(centralDate(at).slice(5, 7));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The months' English names, January first (the app's words are English only). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A YYYY-MM-DD date in words, for example 'Saturday, November 21, 2026' (long) or 'Sat, Nov 21'
 * (short). The app's words are English only, so the names are written here: building an
 * Intl.DateTimeFormat for this (on every call, on the first screen) was a visible part of the
 * home page's start on a phone (docs/performance.md).
 */
export function formatDayLabel(isoDate: string, style: 'long' | 'short'): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  const weekday = WEEKDAYS[day.getUTCDay()] ?? '';
  const month = MONTH_NAMES[day.getUTCMonth()] ?? '';
  const date = day.getUTCDate();
  return style === 'long'
    ? `${weekday}, ${month} ${date}, ${day.getUTCFullYear()}`
    : `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${date}`;
}

/**
 * The latest date a plan may be saved for: the Central day after `now` (a person west of Central
 * time, or a device clock a little ahead, may still be on tomorrow's Central date). The server
 * refuses later dates (issue 15).
 */
export function latestPlanDate(now: Date = new Date()): string {
  return addDays(centralDate(now), 1);
}
