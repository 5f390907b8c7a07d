import { useSyncExternalStore } from 'react';
import { afterHydration, hydratingServerHtml } from './hydration';

// What only the browser knows (an address's #fragment, which no server sees) is drawn once the
// server's HTML is hydrated: the hydrating render must be the server's (ssr/hydration.ts).

let hydrated = !hydratingServerHtml;
const listeners = new Set<() => void>();
afterHydration(() => {
  hydrated = true;
  for (const listener of listeners) listener();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False on the server and while the server's HTML is hydrated; true from then on (and without it). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
