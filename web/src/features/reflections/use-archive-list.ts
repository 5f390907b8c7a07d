import { msg } from '@lingui/core/macro';
import type { ReflectionItem } from '@reign/contract';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../api';
import { isOffline } from '../../data';
import { useDataSession } from '../../data/context';
import { i18n } from '../../i18n';
import { isPaidMembershipError } from '../upgrade';
import { clearCachedList, fetchReflections, readCachedList, writeCachedList } from './archive-cache';
import type { ArchiveKind } from './archive-filters';

export type ArchiveListState =
  | { status: 'loading' }
  | {
      status: 'ready';
      items: ReflectionItem[];
      /** 'cache': the server could not be reached, so this is the list last saved on this device */
      source: 'network' | 'cache';
      fetchedAt: string | null;
    }
  /** the server refused: this list needs a paid membership */
  | { status: 'paid-only' }
  | { status: 'error'; message: string };

/** The errors' texts (shown with i18n._). */
export const OFFLINE_EMPTY_MESSAGE = msg`You're offline, and these reflections have not been saved on this device yet. Connect to the internet and try again.`;
export const LOAD_FAILED_MESSAGE = msg`We couldn't load these reflections. Please try again.`;

/**
 * One tab's list, loaded when the tab mounts (the page mounts only the active tab): the server's
 * list, saved on this device; when the server cannot be reached, the list saved last time.
 */
export function useArchiveList(
  kind: ArchiveKind,
  locale = 'en',
): { state: ArchiveListState; retry: () => void } {
  // The user's database opens just after the account is known; the load waits for it, so the
  // list can be saved on this device (and read back offline).
  const db = useDataSession()?.db ?? null;
  const [state, setState] = useState<ArchiveListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new load
  useEffect(() => {
    setState({ status: 'loading' });
    if (!db) return;
    let cancelled = false;

    const fromCache = async (err: unknown) => {
      const cached = await readCachedList(db, kind).catch(() => null);
      if (cancelled) return;
      if (cached) {
        setState({ status: 'ready', items: cached.items, source: 'cache', fetchedAt: cached.fetchedAt });
      } else {
        setState({
          status: 'error',
          message: isOffline()
            ? i18n._(OFFLINE_EMPTY_MESSAGE)
            : errorMessage(err, i18n._(LOAD_FAILED_MESSAGE)),
        });
      }
    };

    void (async () => {
      if (isOffline()) {
        await fromCache(null);
        return;
      }
      try {
        const items = await fetchReflections(kind, locale);
        if (cancelled) return;
        setState({ status: 'ready', items, source: 'network', fetchedAt: new Date().toISOString() });
        void writeCachedList(db, kind, items).catch(() => {});
      } catch (err) {
        if (cancelled) return;
        if (isPaidMembershipError(err)) {
          setState({ status: 'paid-only' });
          void clearCachedList(db, kind).catch(() => {});
          return;
        }
        await fromCache(err);
      }
    })();

    return () => {
      cancelled = true;
    };
  }, [db, kind, locale, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
