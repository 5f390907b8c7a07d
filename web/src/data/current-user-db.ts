/**
 * Which user database the service worker's Background Sync flushes lives in a small Dexie
 * database (db/registry.ts). A guest's visit must record "nobody" there, but a guest does not load
 * Dexie at all: this flag in localStorage says which user's database is recorded, so the registry
 * is only opened when there is something to change (a returning member's start opens no second
 * database: docs/performance.md).
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

/** The user whose database the registry records, as this browser last wrote it; undefined when unknown. */
function recordedUser(): string | null | undefined {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return undefined;
  }
}

function recorded(): boolean {
  return recordedUser() !== null;
}

/**
 * Signed in: the worker flushes this user's outbox. The registry is written only when it records
 * someone else (or nobody, or storage cannot say): the flag is set after the registry's write, so
 * it never names a user the registry does not.
 */
export async function recordCurrentUserDb(userId: number, dbName: string): Promise<void> {
  if (recordedUser() === String(userId)) return;
  const { setCurrentUserDb } = await import('../db/registry');
  await setCurrentUserDb(userId, dbName);
  rememberCurrentUserDb(userId);
}

/** Signed out: the worker has nothing to sync. Opens the registry only when a user was recorded. */
export function forgetCurrentUserDb(): void {
  if (!recorded()) return;
  import('../db/registry')
    .then(({ setCurrentUserDb }) => setCurrentUserDb(null, null))
    .then(() => rememberCurrentUserDb(null))
    .catch(() => {});
}
