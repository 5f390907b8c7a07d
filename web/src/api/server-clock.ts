import { personToday } from '@reign/domain';

/**
 * The server's clock as this device knows it (issue 15): every answer's `Date` header gives the
 * offset between the device's clock and the server's, and the date of a new plan, a tick or 'today'
 * is taken from the corrected time in the person's zone (America/Chicago until they choose, issue 39), so a device whose clock is a day off still plans the
 * server's today. The offset is kept in localStorage for offline use. Only answers that no cache can
 * have kept are read (writes and the sync pull): the service worker answers some reads from its
 * cache offline, with the Date of the day they were stored.
 */
const STORAGE_KEY = 'reign:server-clock-offset';
/** The zone the signed-in member chose for their day (their profile's), kept for the first render. */
export const TIME_ZONE_KEY = 'reign:time-zone';
/** Differences smaller than this are the Date header's rounding and the trip, not a wrong clock. */
const IGNORE_BELOW_MS = 5_000;

/** localStorage where there is one (not in the service worker). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
const storage = (): KeyValueStore | undefined =>
  (globalThis as { localStorage?: KeyValueStore }).localStorage;

/** A stored value ('' when none or storage refuses). */
function read(key: string): string {
  try {
    return storage()?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

let offsetMs = Number(read(STORAGE_KEY)) || 0;
const listeners = new Set<() => void>();

/** Tells the listeners that the offset or the person's zone changed. */
export function notifyServerClock(): void {
  for (const listener of listeners) listener();
}

/** Takes the offset from one answer: its Date header, and when the request left and the answer came. */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (!Number.isFinite(server)) return;
  // the header is whole seconds, stamped somewhere during the trip
  const measured = server + 500 - (sentAt + receivedAt) / 2;
  const next = Math.abs(measured) < IGNORE_BELOW_MS ? 0 : Math.round(measured);
  if (next === offsetMs) return;
  offsetMs = next;
  try {
    storage()?.setItem(STORAGE_KEY, String(next));
  } catch {
    // storage refused: the offset still holds for this page
  }
  notifyServerClock();
}

/** The current time by the server's clock, as far as this device knows it. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/**
 * The zone the server rendered the page's day in (its `reign-zone` cookie: the member's choice), or
 * null (America/Chicago): the server's render uses it, and hydrating its HTML starts from it.
 */
let renderedZone: string | null = null;

/** For the server's render (entry-server.tsx) and the hydration of its HTML (main.tsx). */
export function seedRenderedZone(zone: string | null): void {
  renderedZone = zone;
}

/** The zone the server's HTML was rendered in (null: America/Chicago). */
export function renderedTimeZone(): string | null {
  return renderedZone;
}

/**
 * The zone the person's day turns in, as this device knows it (null: America/Chicago): kept on the
 * device by FollowTimeZone (app/) from the signed-in member's profile; on the server, the zone the
 * page is rendered in.
 */
export function chosenTimeZone(): string | null {
  return storage() ? read(TIME_ZONE_KEY) || null : renderedZone;
}

/** `?zone=` for GET /api/today-scripture: the chosen zone's today, America/Chicago's without one. */
export function zoneQuery(): { zone?: string } {
  const zone = chosenTimeZone();
  return zone ? { zone } : {};
}

/** The person's today by the server's clock: the date in their zone (America/Chicago until chosen). */
export function serverToday(): string {
  return personToday(serverNow(), chosenTimeZone());
}

/** Calls `listener` when the offset or the person's zone changes (for React: useServerToday). */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an answer to this request is always fresh from the server (no cache keeps it). */
export function answersFresh(method: string, path: string): boolean {
  return method !== 'GET' || path.startsWith('/api/sync/');
}
