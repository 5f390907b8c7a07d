/**
 * Which user database the service worker's Background Sync flushes lives in a small Dexie
 * database (db/registry.ts). A guest's visit must record "nobody" there, but a guest does not load
 * Dexie at all: this flag in localStorage says whether a user database is recorded, so the
 * registry is only opened when there is something to clear.
 */
const KEY = 'reign:current-user-db';

export function rememberCurrentUserDb(userId: number | null): void {
  try {
    if (userId === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, String(userId));
  } catch {
    // Storage refused: forgetCurrentUserDb then always clears the registry.
  }
}

function recorded(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

/** Signed out: the worker has nothing to sync. Opens the registry only when a user was recorded. */
export function forgetCurrentUserDb(): void {
  if (!recorded()) return;
  import('../db/registry')
    .then(({ setCurrentUserDb }) => setCurrentUserDb(null, null))
    .then(() => rememberCurrentUserDb(null))
    .catch(() => {});
}
