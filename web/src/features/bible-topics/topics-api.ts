import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { NEXT_CURSOR_HEADER } from '@reign/contract/limits';
import { topicRoutes } from '@reign/contract/topics';
import type { TranslationId } from '@reign/contract/translation-list';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi, callApiAnswer } from '../../api';
import { routeKey } from '../../api/query-client';
import { i18n as appI18n } from '../../i18n';

/** Nave's credit (shown with i18n._): its name and date stay as they are, 'public domain' is translated. */
export const NAVES_CREDIT = msg`Nave's Topical Bible (Orville J. Nave, 1896), public domain`;
/** Topics a page of the list holds; 'Show more topics' asks for the next. */
export const TOPICS_PAGE = 100;
/** Nave's topics never change: read once a session, kept a day by the browser too. */
const FOREVER = Number.POSITIVE_INFINITY;

/** The topic's page, e.g. '/bible/topics/Prayer' ('Abstinence, Total' encoded). */
export function topicPath(topic: string): string {
  return `/bible/topics/${encodeURIComponent(topic)}`;
}

/** '1 reference', '12 references', '1,036 topics' (in the active language unless `i18n` is given). */
export function countLabel(
  count: number,
  noun: 'reference' | 'entry' | 'topic',
  i18n: I18n = appI18n,
): string {
  if (noun === 'reference')
    return i18n._(msg`${plural(count, { one: '# reference', other: '# references' })}`);
  if (noun === 'entry') return i18n._(msg`${plural(count, { one: '# entry', other: '# entries' })}`);
  return i18n._(msg`${plural(count, { one: '# topic', other: '# topics' })}`);
}

/** The language topics are named in: the app's (Spanish names the everyday topics), English else. */
export type TopicLanguage = 'en' | 'es';
export const topicLanguage = (i18n: I18n): TopicLanguage => (i18n.locale === 'es' ? 'es' : 'en');
/** `?lang=` for Spanish only: English is the server's default. */
const langQuery = (lang: TopicLanguage) => (lang === 'en' ? {} : { lang });

/** The topics matching `q` or under `letter` (neither: all), named in `lang`, a page at a time. */
export function useTopicList(q: string, letter: string, lang: TopicLanguage) {
  const filter = { ...(q ? { q } : {}), ...(letter ? { letter } : {}), ...langQuery(lang) };
  return useInfiniteQuery({
    queryKey: routeKey(topicRoutes.listTopics, filter),
    queryFn: async ({ pageParam, signal }) => {
      const query = { ...filter, limit: TOPICS_PAGE, ...(pageParam ? { cursor: pageParam } : {}) };
      const { value, headers } = await callApiAnswer(topicRoutes.listTopics, { query, signal });
      return { items: value, next: headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: FOREVER,
  });
}

/** The topics of everyday life the page opens on, named in `lang`. */
export function useEverydayTopics(lang: TopicLanguage) {
  const query = langQuery(lang);
  return useQuery({
    queryKey: routeKey(topicRoutes.everydayTopics, query),
    queryFn: ({ signal }) => callApi(topicRoutes.everydayTopics, { query, signal }),
    staleTime: FOREVER,
  });
}

/** How many topics each letter A–Z holds (a letter without any is shown but cannot be chosen). */
export function useTopicLetters() {
  return useQuery({
    queryKey: routeKey(topicRoutes.topicLetters),
    queryFn: ({ signal }) => callApi(topicRoutes.topicLetters, { signal }),
    staleTime: FOREVER,
  });
}

/** One topic with its entries' references, named in `lang`, its first verses quoted in `translation`. */
export function useTopic(name: string, lang: TopicLanguage, translation: TranslationId) {
  const query = { ...langQuery(lang), ...(translation === 'web' ? {} : { translation }) };
  return useQuery({
    queryKey: routeKey(topicRoutes.topic, { name, ...query }),
    queryFn: ({ signal }) => callApi(topicRoutes.topic, { params: { name }, query, signal }),
    staleTime: FOREVER,
  });
}
