import { SESSION_CACHE } from './worker-constants';

/**
 * Forgets the service worker's copy of GET /api/session (kept so an installed app starts signed in
 * offline). Called on logout, so the next offline start is signed out.
 */
export async function clearCachedSession(): Promise<void> {
  try {
    if ('caches' in globalThis) await caches.delete(SESSION_CACHE);
  } catch {
    // No Cache Storage (private mode, old browser): nothing was cached either.
  }
}
