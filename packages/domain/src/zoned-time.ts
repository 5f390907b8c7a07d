/**
 * Wall-clock times in any IANA time zone (the morning reminder is at a time in the person's own
 * zone), with Intl only: no time-zone database of our own.
 */
import { APP_TIME_ZONE, addDays, centralOffsetMs } from './central-time';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's calendar date (YYYY-MM-DD) and its offset from UTC in ms at an instant. */
function zoned(at: Date, timeZone: string): { date: string; offsetMs: number } {
  if (timeZone === APP_TIME_ZONE) {
    // the app's own zone without Intl (central-time.ts): the 1 AM refresh is set on every start
    const offsetMs = centralOffsetMs(at);
    const wall = new Date(Math.floor(at.getTime() / 1000) * 1000 + offsetMs);
    return { date: wall.toISOString().slice(0, 10), offsetMs };
  }
  const p = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    offsetMs: asUtc - Math.floor(at.getTime() / 1000) * 1000,
  };
}

/** The calendar date (YYYY-MM-DD) in a time zone at an instant. */
export function zonedDate(at: Date, timeZone: string): string {
  return zoned(at, timeZone).date;
}

/**
 * The instant of a wall-clock time ('HH:MM') on a date in a time zone. A time that a DST change
 * skips (02:30 on a spring-forward night) lands an hour later; a time it repeats, on the first one.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  const first = wall - zoned(new Date(wall), timeZone).offsetMs;
  // Once more with the offset at the first guess: it differs only across a DST change.
  const second = wall - zoned(new Date(first), timeZone).offsetMs;
  const reads = (at: number) => at + zoned(new Date(at), timeZone).offsetMs === wall;
  const exact = [first, second].filter(reads);
  // In a DST gap neither candidate reads the time: the later one is the hour after.
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(first, second));
}

/** The first instant strictly after `after` at which the zone's clock reads `time` ('HH:MM'). */
export function nextZonedTime(after: Date, time: string, timeZone: string): Date {
  const today = zonedDate(after, timeZone);
  for (let days = -1; days <= 2; days++) {
    const at = zonedInstant(addDays(today, days), time, timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  return new Date(after.getTime() + 24 * 3600_000);
}
