import { useSyncExternalStore } from 'react';
import { onServerClockChange, serverToday } from './server-clock';

/**
 * Today's Central date by the server's clock, re-rendering when this device learns a new offset.
 * (Midnight itself is noticed at the next render; the daily refresh re-renders the app then.)
 */
export function useServerToday(): string {
  return useSyncExternalStore(onServerClockChange, serverToday, serverToday);
}
