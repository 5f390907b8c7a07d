import { DAY_PAGE_CACHE, DAY_PAGE_DATE_HEADER } from './worker-constants';

/**
 * Keeps the new day's server-rendered `/` where the service worker answers navigations from
 * (pwa/worker-day-page.ts), so a start without a network the next morning paints today's verse
 * from the first bytes. Called by the 1 AM refresh; a failure only costs that copy.
 */
export async function refreshDayPage(
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const response = await doFetch('/', { credentials: 'same-origin' });
    if (response.ok && response.headers.has(DAY_PAGE_DATE_HEADER)) {
      await (await caches.open(DAY_PAGE_CACHE)).put('/', response);
    }
  } catch {
    // offline, or storage refused: the worker fetches the page on the next start
  }
}

/**
 * After signing in or out: the kept document, if there is one, is fetched again, so the next start
 * from it (offline, or before the network answers) shows this state: the server renders `/` for
 * a visitor without a session as signed out. Nothing kept, nothing fetched: the worker keeps the
 * next `/` it answers.
 */
export async function renewKeptDayPage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    if (!(await (await caches.open(DAY_PAGE_CACHE)).match('/'))) return;
  } catch {
    return;
  }
  await refreshDayPage();
}
