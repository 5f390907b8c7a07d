import { localReference } from '@reign/bible';
import { DAILY_VERSES, dailyVerseFor, dailyVerseIndex } from '@reign/bible/daily-verses';
import { readBible } from '@reign/bible/node';
import { readerPathForReference } from '@reign/bible/reader-paths';
import {
  MAX_UPCOMING_DAYS,
  type OtherTranslationTexts,
  type TodayScripture,
  todayScripture as todayScriptureSchema,
} from '@reign/contract';
import {
  APP_TIME_ZONE,
  centralDate,
  cleanReflection,
  isUsableReflection,
  keptZonedDate,
  zonedDate,
} from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { type Precompressed, precompress } from '../../lib/precompressed';
import { type AiDeps, commentaryCredit, reflectionFor } from '../ai';
import { activeScheduledFor } from './scheduled-scripture-repository';
import { usedVerseFor } from './used-verse-repository';

/** The built-in verse of a date: the one first shown that day (kept in used_verses), else the list's. */
async function builtInVerseFor(db: Queryable, date: string) {
  const used = await usedVerseFor(db, date, () => ({
    reference: dailyVerseFor(date).reference,
    verseIndex: dailyVerseIndex(date),
  }));
  return DAILY_VERSES[used.verseIndex] ?? dailyVerseFor(date);
}

/**
 * The reference of a date's verse (as `todayScripture` chooses it), without its reflection: a
 * person's day's verse is the one of their own local date (issue 39).
 */
export async function verseReferenceOn(db: Queryable, date: string): Promise<string> {
  const scheduled = await activeScheduledFor(db, date);
  return scheduled ? scheduled.reference : (await builtInVerseFor(db, date)).reference;
}

/**
 * The verse's wording in the KJV and the RV1909, each where the reference can be read in it (a
 * reference spanning two places, 'Matthew 28:5,6; 24:44', cannot: the screens then show the WEB's).
 */
export async function otherTranslationsOf(reference: string): Promise<OtherTranslationTexts> {
  const [kjv, rv1909] = await Promise.all([readBible('kjv'), readBible('rv1909')]);
  const texts: OtherTranslationTexts = {};
  const inKjv = kjv.lookup(reference)?.text;
  const inRv = rv1909.lookup(reference)?.text;
  if (inKjv) texts.kjv = inKjv;
  if (inRv) texts.rv1909 = inRv;
  return texts;
}

/** The reader's path at a reference, when it is one (the first load links it without the parser). */
function readerPathOf(reference: string): { readerPath?: string } {
  const readerPath = readerPathForReference(reference);
  return readerPath ? { readerPath } : {};
}

/**
 * Today's scripture for the America/Chicago date of `now`: the admin's active scheduled scripture
 * for that date, else the built-in verse of the day. The reflection is the scheduled one in the
 * answer's language (the admin writes English and Spanish) when it is longer than 20 characters, else a generated one in `deps.language` (kept per verse and language),
 * else the built-in one.
 */
export function todayScripture(deps: AiDeps, now: Date): Promise<TodayScripture> {
  return scriptureOn(deps, centralDate(now));
}

/** A date's scripture (see todayScripture): the admin's scheduled one, else the built-in verse. */
async function scriptureOn(deps: AiDeps, date: string): Promise<TodayScripture> {
  const scheduled = await activeScheduledFor(deps.db, date);
  // a reflection written for this answer's language is marked so (Matthew Henry's is English)
  const written = deps.language !== 'en' ? { reflectionLanguage: deps.language } : {};
  // the book named in the answer's language (the RV1909's names for Spanish)
  const named = (reference: string) =>
    deps.language === 'es' ? { localReference: localReference(reference, 'rv1909') } : {};
  if (scheduled) {
    // the admin's reflection in the reader's language: the English one, or the Spanish one when written
    const adminText = deps.language === 'es' ? scheduled.reflectionEs : scheduled.reflection;
    const own = adminText ? cleanReflection(adminText) : null;
    const reflection = isUsableReflection(own)
      ? own
      : (await reflectionFor(deps, scheduled.verse, scheduled.reference)).reflection;
    return {
      date,
      text: scheduled.verse,
      verse: scheduled.verse,
      reference: scheduled.reference,
      reflection,
      ...(await commentaryCredit(scheduled.reference, reflection)),
      audioUrl: scheduled.audioUrl,
      ...readerPathOf(scheduled.reference),
      translations: await otherTranslationsOf(scheduled.reference),
      source: 'scheduled',
      ...written,
      ...named(scheduled.reference),
    };
  }
  const daily = await builtInVerseFor(deps.db, date);
  const { reflection } = await reflectionFor(deps, daily.text, daily.reference);
  return {
    date,
    text: daily.text,
    verse: daily.text,
    reference: daily.reference,
    reflection,
    ...(await commentaryCredit(daily.reference, reflection)),
    audioUrl: null,
    ...readerPathOf(daily.reference),
    translations: await otherTranslationsOf(daily.reference),
    source: 'daily',
    ...written,
    ...named(daily.reference),
  };
}

/** An instant inside a Central date (noon there, whether CST or CDT). */
function noonInCentral(date: string): Date {
  return new Date(`${date}T18:00:00.000Z`);
}

/** The Central date `days` after `date` (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The scripture of each of the `days` days after today (Central's, or `zone`'s), as `todayScripture` will
 * answer on that day (the admin's scheduled one, or the built-in verse, recorded for the day now so
 * it cannot change), for reading offline. Never further than MAX_UPCOMING_DAYS.
 */
export async function upcomingScriptures(
  deps: AiDeps,
  now: Date,
  days: number,
  zone?: string,
): Promise<TodayScripture[]> {
  const today = zone ? zonedDate(now, zone) : centralDate(now);
  const count = Math.max(0, Math.min(days, MAX_UPCOMING_DAYS));
  const dates = Array.from({ length: count }, (_, i) => addDays(today, i + 1));
  return Promise.all(dates.map((date) => todayScripture(deps, noonInCentral(date))));
}

/**
 * How long one server process reuses today's answer. Several processes each keep their own, so an
 * admin's change to today's scripture shows everywhere within this time; in the process that made
 * the change it shows at once (the admin routes call `forgetTodayScripture`).
 */
export const TODAY_CACHE_TTL_MS = 10_000;

/** Today's answer and its JSON as the route sends it (checked by the contract's schema once). */
export interface CachedAnswer {
  answer: TodayScripture;
  json: string;
  /** `json` as the route sends it: compressed once, not per request */
  body: Precompressed;
}

interface CachedDay {
  expiresAt: number;
  answer: Promise<CachedAnswer>;
  /** the answer once made: the route sends it without waiting a turn of the event loop */
  made?: CachedAnswer;
}

/**
 * The cached days per database handle, so apps on different databases (tests) never share: by
 * date and language, at most MAX_CACHED_DAYS (people in zones far apart are on two or three dates
 * at once, in two languages).
 */
const cachedDays = new WeakMap<object, Map<string, CachedDay>>();
const MAX_CACHED_DAYS = 8;

/**
 * `todayScripture`, kept for TODAY_CACHE_TTL_MS per date: the route is the app's most requested and
 * its answer changes only when the day turns or by an admin. Today is America/Chicago's, or `zone`'s
 * (a member who chose theirs, issue 39), in `deps.language`. Concurrent requests share one
 * computation; a failed one is not kept.
 */
export function cachedTodayScripture(deps: AiDeps, now: Date, zone?: string): Promise<CachedAnswer> {
  return Promise.resolve(todayScriptureNow(deps, now, zone));
}

/**
 * {@link cachedTodayScripture}, but the answer itself when it is made and kept (nearly every
 * request), so the route answers without a promise; otherwise the promise of it.
 */
export function todayScriptureNow(
  deps: AiDeps,
  now: Date,
  zone?: string,
): CachedAnswer | Promise<CachedAnswer> {
  // kept for the rest of the zone's day: no Intl on a request
  const date = keptZonedDate(now, zone ?? APP_TIME_ZONE);
  const key = `${date} ${deps.language}`;
  const clock = performance.now();
  let days = cachedDays.get(deps.db);
  if (!days) {
    days = new Map();
    cachedDays.set(deps.db, days);
  }
  const cached = days.get(key);
  if (cached && cached.expiresAt > clock) return cached.made ?? cached.answer;
  const entry: CachedDay = {
    expiresAt: clock + TODAY_CACHE_TTL_MS,
    answer: scriptureOn(deps, date).then(async (answer) => {
      const json = JSON.stringify(todayScriptureSchema.parse(answer));
      return { answer, json, body: await precompress(json) };
    }),
  };
  days.delete(key);
  days.set(key, entry);
  for (const oldest of days.keys()) {
    if (days.size <= MAX_CACHED_DAYS) break;
    days.delete(oldest);
  }
  const kept = days;
  entry.answer.then(
    (made) => {
      entry.made = made;
    },
    () => {
      if (kept.get(key) === entry) kept.delete(key);
    },
  );
  return entry.answer;
}

/** Drops the cached answer after a change to the scheduled scriptures (this process only). */
export function forgetTodayScripture(db: object): void {
  cachedDays.delete(db);
}
