import { useSyncExternalStore } from 'react';
import { onServerClockChange, serverToday } from './server-clock';

/**
 * The person's today by the server's clock (in their zone), re-rendering when this device learns a
 * new offset or the person's zone changes.
 * (Midnight itself is noticed at the next render; the daily refresh re-renders the app then.)
 */
export function useServerToday(): string {
  return useSyncExternalStore(onServerClockChange, serverToday, serverToday);
}
