import { centralDate } from '@reign/domain';
import { useSyncExternalStore } from 'react';
import { chosenTimeZone, onServerClockChange, serverNow, serverToday } from './server-clock';

/**
 * The person's today by the server's clock (in their zone), re-rendering when this device learns a
 * new offset or the person's zone changes.
 * (Midnight itself is noticed at the next render; the daily refresh re-renders the app then.)
 */
export function useServerToday(): string {
  return useSyncExternalStore(onServerClockChange, serverToday, centralToday);
}

/** The server renders pages in Central time; hydrating its HTML starts there, then moves to the person's zone. */
const centralToday = () => centralDate(serverNow());

const noZone = () => null;

/** The zone the member chose for their day (null: America/Chicago), re-rendering when it changes. */
export function useChosenTimeZone(): string | null {
  // null on the server and while hydrating its HTML (rendered in Central time)
  return useSyncExternalStore(onServerClockChange, chosenTimeZone, noZone);
}
