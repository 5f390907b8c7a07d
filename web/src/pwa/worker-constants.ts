/** Names shared by the page and the service worker. */
export const SYNC_TAG = 'reign-sync';
export const SKIP_WAITING = 'SKIP_WAITING';
/** The cache holding the last signed-in GET /api/session answer, for starting signed in offline. */
export const SESSION_CACHE = 'reign-session';
