import { accountDataRoutes } from './account-data';
import { aiRoutes } from './ai';
import { authRoutes } from './auth';
import { bibleRoutes } from './bible';
import { circleGatheringRoutes } from './circle-gatherings';
import { circlePrayerRoutes } from './circle-prayers';
import { circleReadingRoutes } from './circle-readings';
import { circleSyncRoutes } from './circle-sync';
import { circleRoutes } from './circles';
import { commentaryRoutes } from './commentary';
import { dailyActionRoutes } from './daily-actions';
import { debugRoutes } from './debug';
import { emailRoutes } from './email';
import { emailConsentRoutes } from './email-consent';
import { entryRoutes } from './entries';
import { giveawayRoutes } from './giveaways';
import { goalRoutes } from './goals';
import { healthRoutes } from './health';
import type { pageQuery } from './page-query';
import { passwordResetRoutes } from './password-reset';
import { paymentRoutes } from './payments';
import { prayerWallAdminRoutes, prayerWallRoutes } from './prayer-wall';
import { prayerRoutes } from './prayers';
import { profileRoutes } from './profile';
import { readingPlanRoutes } from './reading-plans';
import { reflectionRoutes } from './reflections';
import { reminderRoutes } from './reminders';
import { rewardRoutes } from './rewards';
import type { RouteTable } from './route-spec';
import { scriptureRoutes } from './scripture';
import { scriptureAdminRoutes } from './scripture-admin';
import { upcomingScriptureRoutes } from './scripture-upcoming';
import { sendfoxRoutes } from './sendfox';
import { seriesRoutes } from './series';
import { seriesAdminRoutes } from './series-admin';
import { seriesOfferedRoutes } from './series-offered';
import { setupRoutes } from './setup';
import { syncRoutes } from './sync';
import type { ListRouteOf, PagedTable, SyncTable } from './synced-entities';
import { taskRoutes } from './tasks';
import { topicRoutes } from './topics';
import { uploadRoutes } from './uploads';
import { userSupportRoutes } from './user-support';
import { userAdminRoutes } from './users';

/**
 * The route table: every area's routes in one object, read by the server (validation, guards,
 * OpenAPI) and by the web's typed client. A route is added in its area's file
 * (`<area>.ts`, beside its schemas), and the area's table is listed here once.
 */
export const routes = {
  ...healthRoutes,
  ...authRoutes,
  ...setupRoutes,
  ...emailRoutes,
  ...emailConsentRoutes,
  ...passwordResetRoutes,
  ...entryRoutes,
  ...goalRoutes,
  ...taskRoutes,
  ...prayerRoutes,
  ...circleRoutes,
  ...circlePrayerRoutes,
  ...circleReadingRoutes,
  ...circleGatheringRoutes,
  ...prayerWallRoutes,
  ...prayerWallAdminRoutes,
  ...readingPlanRoutes,
  ...profileRoutes,
  ...dailyActionRoutes,
  ...syncRoutes,
  ...circleSyncRoutes,
  ...scriptureRoutes,
  ...upcomingScriptureRoutes,
  ...scriptureAdminRoutes,
  ...bibleRoutes,
  ...aiRoutes,
  ...paymentRoutes,
  ...reflectionRoutes,
  ...seriesRoutes,
  ...seriesOfferedRoutes,
  ...seriesAdminRoutes,
  ...rewardRoutes,
  ...giveawayRoutes,
  ...uploadRoutes,
  ...debugRoutes,
  ...commentaryRoutes,
  ...topicRoutes,
  ...userAdminRoutes,
  ...userSupportRoutes,
  ...sendfoxRoutes,
  ...accountDataRoutes,
  ...reminderRoutes,
} as const satisfies RouteTable;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

// The list route each synced entity's declaration names (synced-entities.ts) is a route of this
// table, and a paged one takes the page query: a list named wrongly, or not paged, does not compile.
type ListRoute = { [T in SyncTable]: ListRouteOf<T> }[SyncTable];
type PagedRoute = { [T in PagedTable]: ListRouteOf<T> }[PagedTable];
type NotPaged = {
  [N in PagedRoute & RouteName]: Routes[N] extends { query: typeof pageQuery } ? never : N;
}[PagedRoute & RouteName];
type Undeclared = Exclude<ListRoute, RouteName> | NotPaged;
export const EVERY_LIST_ROUTE_BOUNDED: [Undeclared] extends [never] ? true : Undeclared = true;
