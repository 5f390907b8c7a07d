import { useLingui } from '@lingui/react/macro';
import { routes, type SeriesEntry, type SeriesProgress, type SeriesTopic } from '@reign/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, errorMessage } from '../../api';
import { routeKey } from '../../api/query-client';
import { isOffline } from '../../data';
import { isPaidMembershipError } from '../upgrade';
import { fetchProgress, fetchSeriesDay, fetchTopics } from './series-api';

/** The series reads (TanStack Query keys: the API path, then params). */
export const seriesKeys = {
  topics: routeKey(routes.seriesTopics),
  progress: routeKey(routes.seriesProgressList),
  day: (topicId: number, day: number) => routeKey(routes.seriesDay, { topicId, day }),
};

/** A series read's state for the screen: the server refuses free members with 'paid-only'. */
export type Loadable<T> =
  | { status: 'loading' }
  | ({ status: 'ready' } & T)
  | { status: 'paid-only' }
  | { status: 'error'; message: string };

export const SERIES_LOAD_FAILED = "We couldn't load the series. Please try again.";
export const SERIES_OFFLINE = "You're offline. Connect to the internet to see your series.";
export const DAY_LOAD_FAILED = "We couldn't open this day. Please try again.";
const DAY_OFFLINE = "You're offline. Connect to the internet to open this day.";

function failed(err: unknown, offline: string, fallback: string): Loadable<never> {
  if (isPaidMembershipError(err)) return { status: 'paid-only' };
  return { status: 'error', message: isOffline() ? offline : errorMessage(err, fallback) };
}

/** Try again after a failure: the reads start over (their skeleton shows meanwhile). */
function useRetry(keys: readonly (readonly unknown[])[]) {
  const client = useQueryClient();
  return useCallback(() => {
    for (const queryKey of keys) void client.resetQueries({ queryKey });
  }, [client, keys]);
}

/**
 * The topics and the user's progress, both needed for /series. The topics are those of the member's
 * language (the server reads it), so a change of language reads them again.
 */
export function useSeriesData(enabled: boolean) {
  const { i18n } = useLingui();
  const topics = useQuery({
    queryKey: [...seriesKeys.topics, { language: i18n.locale }],
    queryFn: fetchTopics,
    enabled,
  });
  const progress = useQuery({ queryKey: seriesKeys.progress, queryFn: fetchProgress, enabled });
  const retry = useRetry([seriesKeys.topics, seriesKeys.progress]);
  const error = topics.error ?? progress.error;
  let data: Loadable<{ topics: SeriesTopic[]; progress: SeriesProgress[] }>;
  if (error) data = failed(error, SERIES_OFFLINE, SERIES_LOAD_FAILED);
  else if (topics.data && progress.data)
    data = { status: 'ready', topics: topics.data, progress: progress.data };
  else data = { status: 'loading' };
  return { data, retry };
}

/** One day of a series and the user's progress in it (null when the progress cannot be read). */
export function useSeriesDay(topicId: number | null, day: number | null) {
  const enabled = topicId !== null && day !== null;
  const dayKey = seriesKeys.day(topicId ?? 0, day ?? 0);
  const entry = useQuery({
    queryKey: dayKey,
    queryFn: () => fetchSeriesDay(topicId ?? 0, day ?? 0),
    enabled,
  });
  const progress = useQuery({ queryKey: seriesKeys.progress, queryFn: fetchProgress, enabled });
  const retry = useRetry([dayKey]);
  let data: Loadable<{ entry: SeriesEntry; progress: SeriesProgress | null }> | { status: 'not-open' };
  // 409: the server says the day opens tomorrow (one series day per calendar day)
  if (entry.error instanceof ApiError && entry.error.status === 409) data = { status: 'not-open' };
  else if (entry.error) data = failed(entry.error, DAY_OFFLINE, DAY_LOAD_FAILED);
  else if (entry.data && !progress.isPending) {
    const mine = progress.data?.find((p) => p.seriesTopicId === topicId) ?? null;
    data = { status: 'ready', entry: entry.data, progress: mine };
  } else data = { status: 'loading' };
  return { data, retry };
}
