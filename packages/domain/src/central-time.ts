/** Reign's day runs on America/Chicago (spec part 1 section 9, part 2 section 9). */
export const APP_TIME_ZONE = 'America/Chicago';

/**
 * Made on first use, not when the module loads: a formatter with a time zone is the costliest
 * object of a page's start (the zone's rules are read then), and modules that only import this
 * file for another function never pay for it.
 */
let dayFormatter: Intl.DateTimeFormat | undefined;

/** The Central calendar date of an instant, as YYYY-MM-DD. */
export function centralDate(at: Date = new Date()): string {
  dayFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormatter.format(at);
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
const MONTHS = [
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
];

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
  const month = MONTHS[day.getUTCMonth()] ?? '';
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

export const PLAN_DATE_TOO_LATE =
  'A plan can be saved for today or tomorrow only. Check the date and time on this device.';
