import { useEffect, useState } from 'react';

/** The user databases this device has had (for browsers without `indexedDB.databases()`). */
const KNOWN_KEY = 'reign:user-dbs';
/** Whose each user database is: `{ [dbName]: username in lower case }`. */
const OWNERS_KEY = 'reign:user-db-owners';
/** The user database whose session expired (a 401 from the server), until someone signs in. */
const EXPIRED_KEY = 'reign:expired-user-db';
const USER_DB = /^reign-user-\d+$/;

function readJson<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(window.localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Records that this device holds a user's database and whose it is, so the sign-in page can count
 * that person's waiting changes later; that person is signed in now, so no session has expired.
 */
export function rememberUserDb(dbName: string, username: string): void {
  try {
    const known = new Set(knownFromStorage());
    known.add(dbName);
    window.localStorage.setItem(KNOWN_KEY, JSON.stringify([...known]));
    const owners = readJson<Record<string, string>>(OWNERS_KEY, {});
    owners[dbName] = username.toLowerCase();
    window.localStorage.setItem(OWNERS_KEY, JSON.stringify(owners));
    window.localStorage.removeItem(EXPIRED_KEY);
  } catch {
    // storage refused: databases() still finds them where the browser has it
  }
}

/** Records that the session of this database's person expired: the sign-in page counts theirs. */
export function rememberExpiredUserDb(dbName: string): void {
  try {
    window.localStorage.setItem(EXPIRED_KEY, dbName);
  } catch {
    // storage refused: the sign-in page counts them once the username is typed
  }
}

/** The account of `dbName` was deleted and its database with it: the device forgets it was ever here. */
export function forgetUserDb(dbName: string): void {
  try {
    const known = knownFromStorage().filter((n) => n !== dbName);
    window.localStorage.setItem(KNOWN_KEY, JSON.stringify(known));
    const owners = readJson<Record<string, string>>(OWNERS_KEY, {});
    delete owners[dbName];
    window.localStorage.setItem(OWNERS_KEY, JSON.stringify(owners));
    if (window.localStorage.getItem(EXPIRED_KEY) === dbName) window.localStorage.removeItem(EXPIRED_KEY);
  } catch {
    // storage refused: nothing was recorded there either
  }
}

function knownFromStorage(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KNOWN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

async function userDbNames(): Promise<string[]> {
  if (typeof indexedDB === 'undefined') return [];
  try {
    if (typeof indexedDB.databases === 'function') {
      return (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => USER_DB.test(n));
    }
  } catch {
    // fall back to what this app recorded
  }
  return knownFromStorage().filter((n) => USER_DB.test(n));
}

/**
 * The databases of the person signing in: those of `username` (any case), or without one the
 * database whose session expired, if any. Another person's changes are never theirs to sync.
 */
async function databasesOf(username: string): Promise<string[]> {
  const names = await userDbNames();
  if (!username) {
    let expired: string | null = null;
    try {
      expired = window.localStorage.getItem(EXPIRED_KEY);
    } catch {
      // storage refused: nobody's session is known to have expired
    }
    return names.filter((name) => name === expired);
  }
  const owners = readJson<Record<string, string>>(OWNERS_KEY, {});
  return names.filter((name) => owners[name] === username.toLowerCase());
}

/**
 * How many changes wait in the outboxes of `username`'s databases on this device (or, without a
 * username, of the person whose session expired): changes made while signed in that sync at their
 * next sign-in. Dexie is loaded only when such a database exists; it is opened as it is (no
 * upgrade) and closed.
 */
export async function countWaitingChanges(username = ''): Promise<number> {
  const names = await databasesOf(username.trim());
  if (names.length === 0) return 0;
  const { default: Dexie } = await import('dexie');
  let total = 0;
  for (const name of names) {
    const db = new Dexie(name);
    try {
      await db.open();
      if (db.tables.some((t) => t.name === 'outbox')) total += await db.table('outbox').count();
    } catch {
      // a database that cannot be opened holds nothing we can count
    } finally {
      db.close();
    }
  }
  return total;
}

/** The changes waiting on this device for `username`'s sign-in (see countWaitingChanges); 0 until counted. */
export function useWaitingChanges(username: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    countWaitingChanges(username)
      .then((n) => {
        if (live) setCount(n);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [username]);
  return count;
}
