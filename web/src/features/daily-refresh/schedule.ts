import { APP_TIME_ZONE, centralDate } from '@reign/domain';

/** The hour (Central) at which the app's day turns over and an open app refreshes. */
export const REFRESH_HOUR = 1;
const HOUR_MS = 3600_000;

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Central time's offset from UTC at an instant, in ms (for example -5 h in summer). */
export function centralOffsetMs(at: Date): number {
  const p = Object.fromEntries(partsFormatter.formatToParts(at).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a Central wall-clock time on a YYYY-MM-DD date. */
export function centralInstant(date: string, hour: number): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hour);
  let instant = wall - centralOffsetMs(new Date(wall));
  // Once more with the offset at the first guess (it differs only across a DST change).
  instant = wall - centralOffsetMs(new Date(instant));
  return new Date(instant);
}

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

/** The next 1:00 AM America/Chicago strictly after `now`. */
export function nextRefreshAt(now: Date = new Date()): Date {
  const today = centralDate(now);
  for (const date of [today, addDays(today, 1), addDays(today, 2)]) {
    const at = centralInstant(date, REFRESH_HOUR);
    if (at.getTime() > now.getTime()) return at;
  }
  return new Date(now.getTime() + 24 * HOUR_MS);
}

/** The app day an instant belongs to: the Central date, turning over at 1 AM instead of midnight. */
export function refreshDay(now: Date = new Date()): string {
  return centralDate(new Date(now.getTime() - REFRESH_HOUR * HOUR_MS));
}
