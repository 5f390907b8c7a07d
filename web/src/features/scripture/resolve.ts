import type { Language } from '@reign/contract/language-list';
import type { TodayScripture } from '@reign/contract/scripture';
import { cleanReflection, DEFAULT_REFLECTION, DEFAULT_VERSE } from '@reign/domain';
import { type ScriptureCache, scriptureKey } from '../../data';
import type { DayScripture } from './day-scripture';

export type { DayScripture, ScriptureOrigin } from './day-scripture';

/** The built-in verse of a date from the daily list (about 110 KB, so loaded on demand). */
export async function loadDailyVerse(
  date: string,
): Promise<{ verse: string; reference: string; readerPath?: string | undefined }> {
  const [{ dailyVerseFor }, { readerPathForReference }] = await Promise.all([
    import('@reign/bible/daily-verses'),
    import('@reign/bible/reader-paths'),
  ]);
  const day = dailyVerseFor(date);
  return { verse: day.text, reference: day.reference, readerPath: readerPathForReference(day.reference) };
}

export function fromStored(s: TodayScripture, origin: 'server' | 'cache'): DayScripture {
  return {
    date: s.date,
    verse: (s.verse || s.text).trim(),
    reference: s.reference.trim(),
    reflection: cleanReflection(s.reflection ?? ''),
    credit: s.credit,
    audioUrl: s.audioUrl || null,
    readerPath: s.readerPath,
    translations: s.translations,
    reflectionLanguage: s.reflectionLanguage,
    localReference: s.localReference,
    origin,
  };
}

/** The shape stored in the cache (the server's answer, with the cleaned or generated reflection). */
export function toStored(s: DayScripture, source: TodayScripture['source'] = 'daily'): TodayScripture {
  return {
    date: s.date,
    text: s.verse,
    verse: s.verse,
    reference: s.reference,
    reflection: s.reflection,
    credit: s.credit,
    audioUrl: s.audioUrl,
    readerPath: s.readerPath,
    translations: s.translations,
    source,
    reflectionLanguage: s.reflectionLanguage,
    localReference: s.localReference,
  };
}

export function defaultScripture(date: string): DayScripture {
  return {
    date,
    verse: DEFAULT_VERSE.text,
    reference: DEFAULT_VERSE.reference,
    readerPath: DEFAULT_VERSE.readerPath,
    reflection: DEFAULT_REFLECTION,
    audioUrl: null,
    origin: 'default',
  };
}

export interface ResolveInput {
  /** the person's today on this device */
  date: string;
  /** the language the screens show: the copies kept and the built-in reflection are in it */
  language?: Language;
  /** the request, started as early as possible */
  fetched: Promise<TodayScripture>;
  /** this device's cache; null when no database is open */
  cache: ScriptureCache | null;
  loadDailyVerse?: (
    date: string,
  ) => Promise<{ verse: string; reference: string; readerPath?: string | undefined }>;
}

/**
 * Today's scripture, never failing: the server's answer (stored for offline use); else the one
 * stored for today; else the built-in verse of the day with the book's reflection; else the
 * default verse (Jeremiah 29:11) with the default reflection.
 */
export async function resolveTodayScripture(input: ResolveInput): Promise<DayScripture> {
  const { date, cache, language = 'en' } = input;
  let stale: DayScripture | null = null;
  try {
    const answer = await input.fetched;
    const day = fromStored(answer, 'server');
    try {
      await cache?.write(scriptureKey(answer.date, language), { ...answer, reflection: day.reflection });
    } catch {
      // A full or closed database only costs the offline copy.
    }
    // A service worker's copy from an earlier day is not today's verse.
    if (answer.date === date) return day;
    stale = day;
  } catch {
    // Offline, an error answer or a malformed one: the device's copies follow.
  }
  try {
    const cached = await cache?.read(scriptureKey(date, language));
    if (cached) return fromStored(cached, 'cache');
  } catch {
    // fall through to the built-in list
  }
  try {
    // the built-in texts, in their own chunk (fallback-reflection.ts)
    const { builtInScripture } = await import('./fallback-reflection');
    const built = await builtInScripture(date, language, input.loadDailyVerse ?? loadDailyVerse, stale);
    if (built) return built;
  } catch {
    // the chunk unreachable: the English default below
  }
  return stale ?? defaultScripture(date);
}
