import { useEffect, useState } from 'react';

/** The user databases this device has had (for browsers without `indexedDB.databases()`). */
const KNOWN_KEY = 'reign:user-dbs';
const USER_DB = /^reign-user-\d+$/;

/** Records that this device holds a user's database, so the sign-in page can look in it later. */
export function rememberUserDb(dbName: string): void {
  try {
    const known = new Set(knownFromStorage());
    if (known.has(dbName)) return;
    known.add(dbName);
    window.localStorage.setItem(KNOWN_KEY, JSON.stringify([...known]));
  } catch {
    // storage refused: databases() still finds them where the browser has it
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
 * How many changes wait in this device's outboxes, over every account's database: changes made
 * while signed in that sync at the next sign-in (after signing out, or a session that expired).
 * Dexie is loaded only when such a database exists; it is opened as it is (no upgrade) and closed.
 */
export async function countWaitingChanges(): Promise<number> {
  const names = await userDbNames();
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

/** The changes waiting on this device for a sign-in; 0 until counted. */
export function useWaitingChanges(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    countWaitingChanges()
      .then((n) => {
        if (live) setCount(n);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return count;
}
