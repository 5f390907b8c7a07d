import { personToday } from '@reign/domain';
import { useSyncExternalStore } from 'react';
import {
  chosenTimeZone,
  onServerClockChange,
  renderedTimeZone,
  serverNow,
  serverToday,
} from './server-clock';

/**
 * The person's today by the server's clock (in their zone), re-rendering when this device learns a
 * new offset or the person's zone changes.
 * (Midnight itself is noticed at the next render; the daily refresh re-renders the app then.)
 */
export function useServerToday(): string {
  return useSyncExternalStore(onServerClockChange, serverToday, renderedToday);
}

/**
 * The server renders pages in the zone of its `reign-zone` cookie (Central time without one);
 * hydrating its HTML starts there, then moves to the zone this device knows.
 */
const renderedToday = () => personToday(serverNow(), renderedTimeZone());

/** The zone the member chose for their day (null: America/Chicago), re-rendering when it changes. */
export function useChosenTimeZone(): string | null {
  // the rendered zone on the server and while hydrating its HTML
  return useSyncExternalStore(onServerClockChange, chosenTimeZone, renderedTimeZone);
}
