import { MAX_UPCOMING_DAYS, upcomingScriptureRoutes } from '@reign/contract/scripture-upcoming';
import { cleanReflection } from '@reign/domain';
import { callApi } from '../../api';
import { scriptureQuery } from '../../api/scripture-query';
import { type ScriptureCache, scriptureKey } from '../../data';
import { activeLanguage } from '../../i18n/catalogue';

const FETCHED_ON_KEY = 'reign:upcoming-fetched-on';

/**
 * Keeps the next days' verses with their reflections on this device (GET
 * /api/scripture/upcoming, admin-scheduled days included): the server answers tomorrow's (the
 * administrator gets up to 7), so the new day shows its own verse offline. Failures are ignored:
 * the built-in list is the next fallback. Answers how many days were stored.
 */
export async function prefetchUpcoming(
  cache: ScriptureCache,
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<number> {
  try {
    const language = activeLanguage();
    // the days after the person's today (their zone's), in their language
    const days = await callApi(upcomingScriptureRoutes.upcomingScripture, {
      query: { days: MAX_UPCOMING_DAYS, ...scriptureQuery(language) },
      transport: { fetch: doFetch, baseUrl: '' },
    });
    for (const day of days) {
      const stored = { ...day, reflection: cleanReflection(day.reflection) };
      await cache.write(scriptureKey(day.date, language), stored);
    }
    return days.length;
  } catch {
    return 0;
  }
}

/**
 * The prefetch at most once a day per browser (the 1 AM refresh always runs it): on the first load
 * of a day that has a network, for a device that was not open at 1 AM.
 */
export async function prefetchUpcomingOncePerDay(cache: ScriptureCache, today: string): Promise<void> {
  let last: string | null = null;
  try {
    last = window.localStorage.getItem(FETCHED_ON_KEY);
  } catch {
    // no storage: fetch, it is small
  }
  if (last === today || !navigator.onLine) return;
  if ((await prefetchUpcoming(cache)) > 0) {
    try {
      window.localStorage.setItem(FETCHED_ON_KEY, today);
    } catch {
      // fine: tomorrow asks again
    }
  }
}
