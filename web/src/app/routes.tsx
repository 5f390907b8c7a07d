import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AdminRoute, GuestOnlyRoute, ProtectedRoute } from '../features/auth';
import { AppLayout } from './layout/AppLayout';
import { type LazyPage, LazyPageView, lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

// Each page is its own chunk, loaded when its route is first visited. This is the one place that names
// a feature's page module (by import(), which is the chunk boundary); everything else goes through a
// feature's index.ts.
const homePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage');
const authPage = lazyPage(() => import('../features/auth/AuthPage'), 'AuthPage');
const dashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const forgotPasswordPage = lazyPage(
  () => import('../features/password-reset/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const resetPasswordPage = lazyPage(
  () => import('../features/password-reset/ResetPasswordPage'),
  'ResetPasswordPage',
);
const reflectionsPage = lazyPage(() => import('../features/reflections/ReflectionsPage'), 'ReflectionsPage');
const upgradePage = lazyPage(() => import('../features/upgrade/UpgradePage'), 'UpgradePage');
const seriesPage = lazyPage(() => import('../features/series/SeriesPage'), 'SeriesPage');
const seriesDayPage = lazyPage(() => import('../features/series/SeriesDayPage'), 'SeriesDayPage');
const prayersPage = lazyPage(() => import('../features/prayers/PrayersPage'), 'PrayersPage');
const circleRoutes = lazyPage(() => import('../features/circles/CircleRoutes'), 'CircleRoutes');
const readingPlansPage = lazyPage(
  () => import('../features/reading-plans/ReadingPlansPage'),
  'ReadingPlansPage',
);
const adminPage = lazyPage(() => import('../features/admin/AdminPage'), 'AdminPage');
const adminUsersPage = lazyPage(() => import('../features/admin/AdminUsersPage'), 'AdminUsersPage');
const debugVersePage = lazyPage(() => import('../features/debug/DebugVersePage'), 'DebugVersePage');
const debugImagesPage = lazyPage(() => import('../features/debug/DebugImagesPage'), 'DebugImagesPage');
const referralPage = lazyPage(() => import('../features/rewards/ReferralPage'), 'ReferralPage');
const setupPage = lazyPage(() => import('../features/setup/SetupPage'), 'SetupPage');
const biblePage = lazyPage(() => import('../features/bible/BiblePage'), 'BiblePage');
const bibleIndexPage = lazyPage(() => import('../features/bible/BibleIndexPage'), 'BibleIndexPage');
const aboutTextsPage = lazyPage(() => import('../features/about/AboutTextsPage'), 'AboutTextsPage');
const bibleTopicsPage = lazyPage(() => import('../features/bible-topics/BibleTopicsPage'), 'BibleTopicsPage');
const topicPage = lazyPage(() => import('../features/bible-topics/TopicPage'), 'TopicPage');
const bibleSearchPage = lazyPage(() => import('../features/bible/search/BibleSearchPage'), 'BibleSearchPage');
const studyPage = lazyPage(() => import('../features/bible/study/StudyPage'), 'StudyPage');
const notFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');

/** A route's element: the lazy page, which `preloadPages` finds by the route's handle. */
function at(lazy: LazyPage): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <LazyPageView key={lazy.name} page={lazy} />, handle: lazy };
}

/**
 * Loads the pages of the routes matching `pathname`, so they render at once (hydration, the server).
 * Rejects when a page's module cannot be loaded.
 */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload()));
}

/**
 * The route table (React Router's declarative routes, rendered by `useRoutes`: the data router's
 * loaders and actions are not used, and it would add about 16 KB gzip to every first load). Pages that
 * later issues build (admin, referral) already pass through their guards and answer with the 404 page
 * until they exist.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary>
          <AppLayout />
        </RouteErrorBoundary>
      ),
      children: [
        { index: true, ...at(homePage) },
        {
          element: <GuestOnlyRoute />,
          children: [
            { path: 'auth', ...at(authPage) },
            { path: 'login', ...at(authPage) },
          ],
        },
        { path: 'forgot-password', ...at(forgotPasswordPage) },
        { path: 'reset-password', ...at(resetPasswordPage) },
        { path: 'setup', ...at(setupPage) },
        {
          // pages that draw their frame while the account is checked (guards.tsx): the server renders them
          element: <ProtectedRoute drawnWhileAccountLoads />,
          children: [
            { path: 'dashboard', ...at(dashboardPage) },
            { path: 'prayers', ...at(prayersPage) },
          ],
        },
        {
          element: <ProtectedRoute />,
          children: [
            { path: 'reflections', ...at(reflectionsPage) },
            { path: 'upgrade', ...at(upgradePage) },
            { path: 'series/:topicId/day/:day', ...at(seriesDayPage) },
            {
              element: <AdminRoute />,
              children: [
                { path: 'admin', ...at(adminPage) },
                { path: 'admin/users', ...at(adminUsersPage) },
              ],
            },
          ],
        },
        // signed out, /series shows 'Join Reign' with Log In (its days stay behind sign-in)
        { path: 'series', ...at(seriesPage) },
        { path: 'referral', ...at(referralPage) },
        // a member's circles, and an invitation's link open to all (its own routes: CircleRoutes)
        { path: 'circles/*', ...at(circleRoutes) },
        // reading plans are free, and a guest keeps theirs on this device (issue 38)
        { path: 'plans', ...at(readingPlansPage) },
        { path: 'bible', ...at(bibleIndexPage) },
        { path: 'bible/topics', ...at(bibleTopicsPage) },
        { path: 'bible/topics/:name', ...at(topicPage) },
        { path: 'bible/search', ...at(bibleSearchPage) },
        { path: 'bible/:book/:chapter?', ...at(biblePage) },
        // issue 38: a guest's marks are kept on the device, a member's synced
        { path: 'study', ...at(studyPage) },
        { path: 'about/texts', ...at(aboutTextsPage) },
        { path: 'debug/images', ...at(debugImagesPage) },
        { path: 'debug/:name', ...at(debugVersePage) },
        { path: '*', ...at(notFoundPage) },
      ],
    },
  ];
}
