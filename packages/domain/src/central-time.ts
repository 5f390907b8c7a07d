/** Reign's day runs on America/Chicago (spec part 1 section 9, part 2 section 9). */
export const APP_TIME_ZONE = 'America/Chicago';

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Central calendar date of an instant, as YYYY-MM-DD. */
export function centralDate(at: Date = new Date()): string {
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

/** A YYYY-MM-DD date in words, for example 'Saturday, November 21, 2026' (long) or 'Sat, Nov 21' (short). */
export function formatDayLabel(isoDate: string, style: 'long' | 'short'): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const noonUtc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }
      : { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat('en-US', options).format(noonUtc);
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
