import { useSyncExternalStore } from 'react';

/**
 * Whether the player holds a track, told apart from the player's store (player-store.ts, which
 * writes it): the installed-app layer reads only this, so the store's code is not copied into its
 * chunk as well as the home page's, both on the first load.
 */
let present = false;
const listeners = new Set<() => void>();

export function setPlayerPresent(next: boolean): void {
  if (next === present) return;
  present = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Live: true while a track is loaded (playing, paused or ended), false before and after. */
export function usePlayerPresent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => present,
    () => false,
  );
}
