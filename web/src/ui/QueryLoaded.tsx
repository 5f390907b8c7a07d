import type { ReactNode } from 'react';
import { errorMessage } from '../api';
import { LoadError } from './LoadError';
import { Loaded } from './Loaded';

export interface QueryLoadedProps<T> {
  /** a TanStack Query read, or anything read like one (its data, its failure, read it again) */
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  loading: ReactNode;
  /**
   * The error's title and text; with `serverMessage` the server's own message is shown when it
   * gave one (`message` otherwise).
   */
  failed: { title: string; message?: string; serverMessage?: boolean };
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The one loading/error/empty pattern (Loaded) for a server read: 'Try again' reads it again. */
export function QueryLoaded<T>({ query, loading, failed, empty, isEmpty, children }: QueryLoadedProps<T>) {
  const message =
    failed.serverMessage && failed.message ? errorMessage(query.error, failed.message) : failed.message;
  return (
    <Loaded
      data={query.data}
      error={query.error}
      loading={loading}
      failed={<LoadError title={failed.title} message={message} onRetry={() => void query.refetch()} />}
      empty={empty}
      isEmpty={isEmpty}
    >
      {children}
    </Loaded>
  );
}
