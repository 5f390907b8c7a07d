import { routes } from '@reign/contract';
import { routeKey } from '../../api/query-client';

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
