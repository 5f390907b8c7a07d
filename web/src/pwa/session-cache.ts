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

/**
 * Keeps the signed-in user where the service worker answers GET /api/session offline, right at
 * sign-in: an app that goes offline before it next asks the server still opens signed in.
 */
export async function rememberSession(user: unknown): Promise<void> {
  try {
    if (!('caches' in globalThis)) return;
    const cache = await caches.open(SESSION_CACHE);
    await cache.put(
      new Request('/api/session'),
      new Response(JSON.stringify({ user }), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // No Cache Storage: the next online start caches it instead.
  }
}
