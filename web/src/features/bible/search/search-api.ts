import { searchBible } from '@reign/bible/search';
import { type BibleSearchResult, bibleRoutes } from '@reign/contract/bible';
import type { TranslationId } from '@reign/contract/translations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api';
import { routeKey } from '../../../api/query-client';
import type { SearchableBible } from './use-search-index';

/** Verses found, on the device or by the server: the API's shape (books by English name and by their name in the text's language). */
export type FoundVerses = BibleSearchResult;

/** The most verses listed; the count says how many match in all. */
export const MAX_RESULTS = 200;

/** A search of the copy kept on this device, in the API's shape. */
export function searchOnDevice(bible: SearchableBible, q: string): FoundVerses {
  const { total, matches } = searchBible(bible.index, q, MAX_RESULTS);
  return {
    total,
    matches: matches.map(({ bookIndex, book, chapter, verse, text, ranges, phrase }) => ({
      book,
      name: bible.names[bookIndex] ?? book,
      chapter,
      verse,
      text,
      ranges,
      phrase,
    })),
  };
}

/**
 * A search answered by the server (GET /api/bible/search), for a translation not kept on this
 * device: no download first. `enabled` false (offline, kept, nothing typed) asks nothing.
 */
export function useServerSearch(translation: TranslationId, q: string, enabled: boolean) {
  const query = { q: q.trim(), limit: MAX_RESULTS, ...(translation === 'web' ? {} : { translation }) };
  return useQuery({
    queryKey: routeKey(bibleRoutes.bibleSearch, query),
    queryFn: ({ signal }) => callApi(bibleRoutes.bibleSearch, { query, signal }),
    enabled: enabled && query.q.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    // the previous words' verses stay while the next are asked for (no flash of 'Searching…')
    placeholderData: keepPreviousData,
  });
}
