import type { TodayScripture } from '@reign/contract';
import { checkTodayScripture } from '@reign/contract/scripture-check';
import { useMemo } from 'react';
import type { ReignDb } from '../db/database';
import { useDataHandle } from './context';

/**
 * The day's scripture kept on this device (Dexie `scriptures`, keyed by the Central date), so the
 * installed app shows it offline. One format for every writer (this cache and the 1 AM refresh):
 * `data` is the GET /api/today-scripture answer.
 */
export interface ScriptureCache {
  /** The stored scripture of a date, or null when none is stored or it does not parse. */
  read(date: string): Promise<TodayScripture | null>;
  write(date: string, scripture: TodayScripture): Promise<void>;
}

export function scriptureCacheOf(db: ReignDb): ScriptureCache {
  return {
    async read(date) {
      const row = await db.scriptures.get(date);
      return checkTodayScripture(row?.data);
    },
    async write(date, scripture) {
      await db.scriptures.put({ date, data: scripture, fetchedAt: new Date().toISOString() });
    },
  };
}

const GUEST_SCRIPTURE_KEY = 'reign:guest-scripture';

/**
 * A guest's copy, in localStorage (the day's answer only, a few KB): a guest's first screen then
 * needs no IndexedDB and no Dexie. The service worker's scripture cache is the other offline copy.
 */
export const guestScriptureCache: ScriptureCache = {
  async read(date) {
    let stored: unknown = null;
    try {
      stored = JSON.parse(window.localStorage.getItem(GUEST_SCRIPTURE_KEY) ?? 'null');
    } catch {
      return null;
    }
    const row = stored as { date?: unknown; data?: unknown } | null;
    if (!row || row.date !== date) return null;
    return checkTodayScripture(row.data);
  },
  async write(date, scripture) {
    window.localStorage.setItem(
      GUEST_SCRIPTURE_KEY,
      JSON.stringify({ date, data: scripture, fetchedAt: new Date().toISOString() }),
    );
  },
};

/**
 * The scripture cache of whoever is signed in: the user's database, or a guest's localStorage
 * copy; null while the account is checked or the user's database is opening.
 */
export function useScriptureCache(): ScriptureCache | null {
  const handle = useDataHandle();
  const guest = handle?.userId === null;
  const db = handle?.session?.db;
  return useMemo(() => (guest ? guestScriptureCache : db ? scriptureCacheOf(db) : null), [guest, db]);
}
