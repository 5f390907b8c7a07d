import { type TodayScripture, todayScripture } from '@reign/contract';
import { useMemo } from 'react';
import type { ReignDb } from '../db/database';
import { useDataSession } from './context';

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
      const parsed = todayScripture.safeParse(row?.data);
      return parsed.success ? parsed.data : null;
    },
    async write(date, scripture) {
      await db.scriptures.put({ date, data: scripture, fetchedAt: new Date().toISOString() });
    },
  };
}

/** The scripture cache of the open database (the user's or the guest's); null while the account is checked. */
export function useScriptureCache(): ScriptureCache | null {
  const db = useDataSession()?.db;
  return useMemo(() => (db ? scriptureCacheOf(db) : null), [db]);
}
