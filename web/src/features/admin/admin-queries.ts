import { routes } from '@reign/contract';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { routeKey } from '../../api/query-client';
import { adminApi } from './admin-api';

/** The admin reads (TanStack Query keys: the API path, then params and query). */
export const adminKeys = {
  scriptures: routeKey(routes.adminScriptures),
  giveaways: routeKey(routes.adminGiveaways),
  series: routeKey(routes.adminSeries),
  seriesEntries: (id: number) => routeKey(routes.adminSeriesEntries, { id }),
  users: (query: { search: string; page: number; pageSize: number }) => routeKey(routes.adminUsers, query),
  userAnalytics: (id: number) => routeKey(routes.adminUserAnalytics, { id }),
  userEntries: (id: number) => routeKey(routes.adminUserEntries, { id }),
  userShares: (id: number) => routeKey(routes.adminUserShares, { id }),
  userReferrals: (id: number) => routeKey(routes.adminUserReferrals, { id }),
  userPoints: (id: number) => routeKey(routes.adminUserPoints, { id }),
  userMembership: (id: number) => routeKey(routes.adminUserMembership, { id }),
  sendfoxLists: routeKey(routes.sendfoxLists),
};

/** The reads of one user's details, each by the user's id. */
type UserRead =
  | 'userAnalytics'
  | 'userEntries'
  | 'userShares'
  | 'userReferrals'
  | 'userPoints'
  | 'userMembership';

/** One read of a user's details: `adminKeys[read]` and `adminApi[read]` for the user. */
export function useUserRead<R extends UserRead>(read: R, userId: number) {
  type Data = Awaited<ReturnType<(typeof adminApi)[R]>>;
  const fetch = adminApi[read] as (id: number) => Promise<Data>;
  const queryKey: QueryKey = adminKeys[read](userId);
  return useQuery({ queryKey, queryFn: () => fetch(userId) });
}
