import type { TodayScripture } from '@reign/contract';
import type { Language } from '@reign/contract/language-list';
import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { useServerToday } from '../../api';
import { type ScriptureCache, scriptureKey, useScriptureCache } from '../../data';
import { useLingui } from '../../i18n/runtime';
import { showToast } from '../../ui/toast';
import { type DayScripture, fromStored, resolveTodayScripture, toStored } from './resolve';

interface ScriptureState {
  date: string | null;
  /** the language the scripture was asked in (its reflection is written for it) */
  language: Language | null;
  scripture: DayScripture | null;
  /** the server gave no reflection and one is being generated ('Generating today's reflection...') */
  reflectionPending: boolean;
}

/** Loaded once per day and page; not persisted (the Dexie cache is the offline copy). */
const useScriptureStore = create<ScriptureState>()(() => ({
  date: null,
  language: null,
  scripture: null,
  reflectionPending: false,
}));

let request: { key: string; promise: Promise<TodayScripture> } | null = null;
/** the key (scriptureKey: date and language) being resolved */
let resolving: string | null = null;
/**
 * The key the page asked for last: only its answer is shown. A day asked for and then left (the
 * person's zone moved the day, and back) must not land over the day on screen when its slower
 * answer comes.
 */
let wanted: string | null = null;
/**
 * The answer that came with the server's HTML, until the server is asked again; `fresh`: the
 * document came from the server for this visit (ssr/fresh-document.ts), so its answer is as current
 * as asking again would be, and nobody does.
 */
let seeded: { answer: TodayScripture; fresh: boolean; language: Language } | null = null;

/** The seeded answer for `date` in `language`, when it needs no second request. */
const freshSeed = (date: string, language: Language): TodayScripture | null =>
  seeded?.fresh && seeded.answer.date === date && seeded.language === language ? seeded.answer : null;

/**
 * Starts GET /api/today-scripture for a date once; the promise is shared by every caller. The
 * request's module (and the route's schema) loads with it.
 */
function startFetch(date: string, language: Language): Promise<TodayScripture> {
  const key = scriptureKey(date, language);
  if (request?.key !== key) {
    const promise = import('./today-request').then(({ fetchTodayScripture }) =>
      fetchTodayScripture(undefined, language),
    );
    promise.catch(() => {}); // handled where it is awaited
    request = { key, promise };
  }
  return request.promise;
}

/** Whether the store holds `date` in `language`. */
const holds = (state: ScriptureState, date: string, language: Language) =>
  state.date === date && state.language === language;

async function load(date: string, language: Language, cache: ScriptureCache | null): Promise<void> {
  const key = scriptureKey(date, language);
  wanted = key;
  const seed = seeded?.answer.date === date && seeded.language === language ? seeded : null;
  if (resolving === key || (holds(useScriptureStore.getState(), date, language) && !seed)) return;
  seeded = null;
  resolving = key;
  // After the server's HTML: unless it came from the server for this visit, the server is asked
  // again (an admin's change, a document the service worker kept since morning), and without an
  // answer the HTML's scripture stays. Either way it is stored on the device below.
  const fetched = seed?.fresh
    ? Promise.resolve(seed.answer)
    : seed
      ? startFetch(date, language).catch(() => seed.answer)
      : startFetch(date, language);
  const scripture = await resolveTodayScripture({ date, language, fetched, cache });
  if (wanted !== key) {
    // left while asked: resolved again when asked again
    if (resolving === key) resolving = null;
    return;
  }
  if (scripture.origin === 'default') {
    showToast({ title: "Could not fetch today's verse", message: 'Using a default verse instead.' });
  }
  const missing = !scripture.reflection.trim();
  // the same day's same words (the server's HTML, the answer it came with) are not set again: every
  // reader of the store would render again, synchronously, right after hydration
  const shown = useScriptureStore.getState();
  if (!holds(shown, date, language) || !sameScripture(shown.scripture, scripture)) {
    useScriptureStore.setState({ date, language, scripture, reflectionPending: missing });
  }
  // the next days' verses, for a week offline: once a day, in the background once the page has
  // settled (its own chunk, and the answer's check, stay off the first load)
  if (cache && scripture.origin === 'server') schedulePrefetch(cache, date);
  if (!missing) return;

  // No reflection came with the verse: one is generated on demand (the book's built-in one otherwise).
  const { completeReflection } = await import('./complete-reflection');
  const { complete, failed } = await completeReflection(scripture, language);
  if (wanted !== key) return;
  if (failed) {
    showToast({ title: 'Could not generate reflection', message: 'Using default reflection instead.' });
  }
  useScriptureStore.setState({ scripture: complete, reflectionPending: false });
  if (scripture.origin === 'server' || scripture.origin === 'cache') {
    cache?.write(scriptureKey(scripture.date, language), toStored(complete)).catch(() => {});
  }
}

/**
 * The same scripture, every field alike (its translations too). Both sides come from `fromStored`
 * (the server's HTML, an answer, a stored copy), so their keys are in one order; a scripture made
 * otherwise only costs a render.
 */
function sameScripture(a: DayScripture | null, b: DayScripture): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}

/** How long after today's verse shows the next days' are fetched. */
const PREFETCH_DELAY_MS = 5000;

function schedulePrefetch(cache: ScriptureCache, date: string): void {
  setTimeout(() => {
    void import('./upcoming').then(({ prefetchUpcomingOncePerDay }) =>
      prefetchUpcomingOncePerDay(cache, date),
    );
  }, PREFETCH_DELAY_MS);
}

/**
 * Today's scripture for the person's today (their zone's, America/Chicago's until chosen): fetched
 * from the server and kept on the device; offline the stored one, else the built-in verse of the
 * day; on total failure the default verse with the toast 'Could not fetch today's verse'. A
 * missing reflection is generated on demand.
 */
export function useTodayScripture(): { scripture: DayScripture | null; reflectionPending: boolean } {
  // re-rendered when the day moves (the person's zone chosen, midnight); while hydrating the
  // server's HTML, the day it was rendered for
  const date = useServerToday();
  // asked again in the language the screens change to (its reflection is written in it)
  const language: Language = useLingui().i18n.locale === 'es' ? 'es' : 'en';
  const cache = useScriptureCache();
  // The store's state on the server and while hydrating too (zustand would give its initial state
  // there): a seeded scripture (seedTodayScripture) is then in the server's HTML and the first render.
  const state = useSyncExternalStore(
    useScriptureStore.subscribe,
    useScriptureStore.getState,
    useScriptureStore.getState,
  );

  // The request starts at once (none for the answer of a fresh server document); the device's
  // copies are read when the database is open.
  useEffect(() => {
    if (!freshSeed(date, language)) startFetch(date, language);
  }, [date, language]);
  useEffect(() => {
    if (cache) void load(date, language, cache);
  }, [date, language, cache]);

  // another language's scripture stays on screen until this one's is there (its verse is the same)
  const current = state.date === date ? state : null;
  return { scripture: current?.scripture ?? null, reflectionPending: current?.reflectionPending ?? false };
}

/**
 * Today's answer as the server's HTML carries it (entry-server.tsx renders with it, main.tsx hydrates
 * with it): shown at once and stored on the device as usual. Unless `fresh` (the document came
 * from the server for this visit), the server's current answer is still fetched after hydration
 * and replaces it (kept when none comes). Null forgets it (the server, after each render).
 */
export function seedTodayScripture(
  answer: TodayScripture | null,
  fresh = false,
  language: Language = 'en',
): void {
  if (!answer) {
    resetTodayScripture();
    return;
  }
  const scripture = fromStored(answer, 'server');
  seeded = { answer, fresh, language };
  useScriptureStore.setState({
    date: answer.date,
    language,
    scripture,
    reflectionPending: !scripture.reflection.trim(),
  });
}

/** For tests: forget the loaded scripture and the shared request. */
export function resetTodayScripture(): void {
  request = null;
  resolving = null;
  wanted = null;
  seeded = null;
  useScriptureStore.setState({ date: null, language: null, scripture: null, reflectionPending: false });
}
