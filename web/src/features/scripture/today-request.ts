import type { Language } from '@reign/contract/language-list';
import { scriptureRoutes, type TodayScripture } from '@reign/contract/scripture';
import { callApi } from '../../api';
import { scriptureQuery } from '../../api/scripture-query';

/**
 * GET /api/today-scripture, fetched directly (no cache layer in between); an answer that is not
 * ok, or not the contract's shape, is an ApiError. Its own chunk (use-today-scripture.ts loads it
 * with the first request): the route's schema is not on the first load of a page the server
 * rendered with today's answer.
 */
export function fetchTodayScripture(
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
  language?: Language,
): Promise<TodayScripture> {
  // the person's today: their chosen zone's (issue 39), America/Chicago's until they choose; the
  // reflection in their language
  return callApi(scriptureRoutes.todayScripture, {
    query: scriptureQuery(language),
    transport: { fetch: doFetch, baseUrl: '' },
  });
}
