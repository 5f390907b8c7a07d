import type { CircleDetail, CircleInvite, CircleSummary } from '@reign/contract';
import { circleRoutes } from '@reign/contract/circles';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api';
import { routeKey } from '../../api/query-client';
import { circlesOnDevice } from '../../data/circle-list';
import { useDataHandle } from '../../data/context';
import { fetchCircle, fetchCircles, fetchInvites } from './circles-api';

// The circles' reads. The screens see only these hooks and their `CircleRead`: the server holds
// circles today; when the circle pull brings them into this device's database, the hooks read it
// instead (a live query answers the same shape) and no screen changes.

/** The reads' TanStack Query keys: the API path, then its params. */
export const circleKeys = {
  list: routeKey(circleRoutes.listCircles),
  circle: (id: string) => routeKey(circleRoutes.getCircle, { id }),
  invites: (id: string) => routeKey(circleRoutes.listCircleInvites, { id }),
};

/** A read as a screen takes it: its data (undefined while it loads), its failure, and Try again. */
export interface CircleRead<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

const read = <T>({ data, error, refetch }: CircleRead<T>): CircleRead<T> => ({ data, error, refetch });

/**
 * The circles I am in, with my role and their member counts. Offline, the list this device kept at
 * its last sync (so a request can still be shared with a circle, and the list still shows).
 */
export function useMyCircles(): CircleRead<CircleSummary[]> {
  const data = useDataHandle();
  const queryFn = async () => {
    try {
      return await fetchCircles();
    } catch (err) {
      const offline = err instanceof ApiError && err.code === 'network';
      const kept = offline ? await circlesOnDevice(await data?.open().catch(() => null)) : undefined;
      if (kept) return kept;
      throw err;
    }
  };
  return read(useQuery({ queryKey: circleKeys.list, queryFn }));
}

/** One circle with its members (members only: anyone else is told it is not there). */
export function useCircle(id: string): CircleRead<CircleDetail> {
  return read(useQuery({ queryKey: circleKeys.circle(id), queryFn: () => fetchCircle(id) }));
}

/** A circle's open invitations, for its leaders (`enabled`: the person leads it). */
export function useCircleInvites(id: string, enabled: boolean): CircleRead<CircleInvite[]> {
  return read(useQuery({ queryKey: circleKeys.invites(id), queryFn: () => fetchInvites(id), enabled }));
}

/** A write was refused because the circle is not there for this person (left, removed or deleted meanwhile). */
export const isCircleGone = (err: unknown): boolean =>
  err instanceof ApiError && err.messageCode === 'circle.notFound';

/**
 * The circle a page reads is not there for this person: never theirs, left, removed or deleted
 * (404), or an address that names no circle at all (400 for its id).
 */
export const isMissingCircle = (err: unknown): boolean =>
  err instanceof ApiError && (err.status === 404 || err.status === 400);
