/** Names shared by the page and the service worker. */
export const SYNC_TAG = 'reign-sync';
export const SKIP_WAITING = 'SKIP_WAITING';
/** The cache holding the last signed-in GET /api/session answer, for starting signed in offline. */
export const SESSION_CACHE = 'reign-session';
/** The cache holding the day's server-rendered `/` (pwa/worker-day-page.ts), under the key '/'. */
export const DAY_PAGE_CACHE = 'reign-day-page';
/** The response header with the Central date a server-rendered document is for. */
export const DAY_PAGE_DATE_HEADER = 'x-reign-date';
/** The tags of circle notifications ('prayed for you'), one a request (issue 52). */
export const CIRCLE_TAG = 'reign-circle-';
