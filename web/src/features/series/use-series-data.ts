import type { SeriesProgress, SeriesTopic } from '@reign/contract';
import { useCallback, useEffect, useState } from 'react';
import { isOffline } from '../../data';
import { errorMessage } from '../../sync/http';
import { isPaidMembershipError } from '../upgrade/paid-membership';
import { fetchProgress, fetchTopics } from './series-api';

export type SeriesData =
  | { status: 'loading' }
  | { status: 'ready'; topics: SeriesTopic[]; progress: SeriesProgress[] }
  | { status: 'paid-only' }
  | { status: 'error'; message: string };

export const SERIES_LOAD_FAILED = "We couldn't load the series. Please try again.";
export const SERIES_OFFLINE = "You're offline. Connect to the internet to see your series.";

/** The topics and the user's progress, loaded together; `reload` refreshes them quietly. */
export function useSeriesData(enabled: boolean) {
  const [data, setData] = useState<SeriesData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new load
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void Promise.all([fetchTopics(), fetchProgress()]).then(
      ([topics, progress]) => {
        if (!cancelled) setData({ status: 'ready', topics, progress });
      },
      (err: unknown) => {
        if (cancelled) return;
        if (isPaidMembershipError(err)) setData({ status: 'paid-only' });
        else
          setData({
            status: 'error',
            message: isOffline() ? SERIES_OFFLINE : errorMessage(err, SERIES_LOAD_FAILED),
          });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setData({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { data, reload, retry };
}
