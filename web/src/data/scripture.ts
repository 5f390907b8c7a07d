import type { Language } from '@reign/contract/language-list';
import type { TodayScripture } from '@reign/contract/scripture';
import type { ReignDb } from '@reign/sync/device/database';
import { useMemo } from 'react';
import { useDataHandle } from './context';

/**
 * Where a day's answer in a language is kept: the date for English (as ever), `date.es` for
 * Spanish (its reflection is written in Spanish), so switching language offline finds each one.
 */
export function scriptureKey(date: string, language: Language): string {
  return language === 'en' ? date : `${date}.${language}`;
}

/**
 * The day's scripture kept on this device (Dexie `scriptures`, keyed by `scriptureKey`: the
 * person's date and the language), so the installed app shows it offline. One format for every
 * writer (this cache and the 1 AM refresh): `data` is the GET /api/today-scripture answer.
 */
export interface ScriptureCache {
  /** The stored scripture of a key (scriptureKey), or null when none is stored or it does not parse. */
  read(key: string): Promise<TodayScripture | null>;
  write(key: string, scripture: TodayScripture): Promise<void>;
}

/**
 * A stored answer as the contract's schema reads it, or null when it does not parse. The schema
 * (and zod) loads with the first read: a page whose scripture came with it never reads a copy.
 */
async function asScripture(value: unknown): Promise<TodayScripture | null> {
  if (value === undefined || value === null) return null;
  const { todayScripture } = await import('@reign/contract/scripture');
  const parsed = todayScripture.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function scriptureCacheOf(db: ReignDb): ScriptureCache {
  return {
    async read(date) {
      const row = await db.scriptures.get(date);
      return asScripture(row?.data);
    },
    async write(date, scripture) {
      await db.scriptures.put({ date, data: scripture, fetchedAt: new Date().toISOString() });
    },
  };
}

const GUEST_SCRIPTURE_KEY = 'reign:guest-scriptures';
/** today's and the next days', in each language, with room for a day or two of overlap */
const GUEST_DAYS_KEPT = 16;

type GuestDays = Record<string, unknown>;

function readGuestDays(): GuestDays {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(GUEST_SCRIPTURE_KEY) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as GuestDays) : {};
  } catch {
    return {};
  }
}

/**
 * A guest's copies, in localStorage (a few KB a day: today's answer and the next days' from the
 * upcoming route), so a guest's first screen needs no IndexedDB and no Dexie. The service worker's
 * scripture cache is the other offline copy.
 */
export const guestScriptureCache: ScriptureCache = {
  async read(date) {
    return asScripture(readGuestDays()[date]);
  },
  async write(date, scripture) {
    const days = { ...readGuestDays(), [date]: scripture };
    const kept = Object.keys(days).sort().slice(-GUEST_DAYS_KEPT);
    window.localStorage.setItem(
      GUEST_SCRIPTURE_KEY,
      JSON.stringify(Object.fromEntries(kept.map((d) => [d, days[d]]))),
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
