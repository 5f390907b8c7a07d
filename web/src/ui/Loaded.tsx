import type { ReactNode } from 'react';

export interface LoadedProps<T> {
  /** undefined while loading */
  data: T | undefined;
  /** a failed read; shown as `failed` only while there is nothing to show */
  error?: unknown;
  /** the placeholder while loading, usually a ListSkeleton */
  loading: ReactNode;
  /** the error with what to do, usually a LoadError with Try again */
  failed?: ReactNode;
  /** what an empty list shows, usually an EmptyList */
  empty?: ReactNode;
  /** when `empty` applies; by default an empty array */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one loading / error / empty pattern of the list screens: a skeleton while the data loads, an
 * error with Try again when it could not load, the empty state, else the list.
 */
export function Loaded<T>({
  data,
  error,
  loading,
  failed,
  empty,
  isEmpty = emptyArray,
  children,
}: LoadedProps<T>) {
  if (data === undefined) return <>{error && failed ? failed : loading}</>;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
