import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AdminRoute, GuestOnlyRoute, type ProtectedPageHandle, ProtectedRoute } from '../features/auth';
import { PageLoader } from '../ui/PageLoader';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorPage } from './RouteErrorPage';

// Each page is its own chunk, loaded when its route is first visited. This is the one place that names
// a feature's page module (by import(), which is the chunk boundary); everything else goes through a
// feature's index.ts.
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const homePage = page(() => import('../features/home/HomePage'), 'HomePage');
const authPage = page(() => import('../features/auth/AuthPage'), 'AuthPage');
const dashboardPage = page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const forgotPasswordPage = page(
  () => import('../features/password-reset/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const resetPasswordPage = page(
  () => import('../features/password-reset/ResetPasswordPage'),
  'ResetPasswordPage',
);
const reflectionsPage = page(() => import('../features/reflections/ReflectionsPage'), 'ReflectionsPage');
const upgradePage = page(() => import('../features/upgrade/UpgradePage'), 'UpgradePage');
const seriesPage = page(() => import('../features/series/SeriesPage'), 'SeriesPage');
const seriesDayPage = page(() => import('../features/series/SeriesDayPage'), 'SeriesDayPage');
const prayersPage = page(() => import('../features/prayers/PrayersPage'), 'PrayersPage');
const adminPage = page(() => import('../features/admin/AdminPage'), 'AdminPage');
const adminUsersPage = page(() => import('../features/admin/AdminUsersPage'), 'AdminUsersPage');
const debugVersePage = page(() => import('../features/debug/DebugVersePage'), 'DebugVersePage');
const debugImagesPage = page(() => import('../features/debug/DebugImagesPage'), 'DebugImagesPage');
const referralPage = page(() => import('../features/rewards/ReferralPage'), 'ReferralPage');
const setupPage = page(() => import('../features/setup/SetupPage'), 'SetupPage');
const biblePage = page(() => import('../features/bible/BiblePage'), 'BiblePage');
const notFoundPage = page(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');

/**
 * The route table. Pages that later issues build (admin, referral) already pass through their
 * guards and answer with the 404 page until they exist.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoader,
      children: [
        { index: true, lazy: homePage },
        {
          element: <GuestOnlyRoute />,
          children: [
            { path: 'auth', lazy: authPage },
            { path: 'login', lazy: authPage },
          ],
        },
        { path: 'forgot-password', lazy: forgotPasswordPage },
        { path: 'reset-password', lazy: resetPasswordPage },
        { path: 'setup', lazy: setupPage },
        {
          element: <ProtectedRoute />,
          children: [
            {
              path: 'dashboard',
              lazy: dashboardPage,
              handle: { drawnWhileAccountLoads: true } satisfies ProtectedPageHandle,
            },
            { path: 'reflections', lazy: reflectionsPage },
            { path: 'upgrade', lazy: upgradePage },
            { path: 'prayers', lazy: prayersPage },
            { path: 'series/:topicId/day/:day', lazy: seriesDayPage },
            {
              element: <AdminRoute />,
              children: [
                { path: 'admin', lazy: adminPage },
                { path: 'admin/users', lazy: adminUsersPage },
              ],
            },
          ],
        },
        // signed out, /series shows 'Join Reign' with Log In (its days stay behind sign-in)
        { path: 'series', lazy: seriesPage },
        { path: 'referral', lazy: referralPage },
        { path: 'bible/:book/:chapter?', lazy: biblePage },
        { path: 'debug/images', lazy: debugImagesPage },
        { path: 'debug/:name', lazy: debugVersePage },
        { path: '*', lazy: notFoundPage },
      ],
    },
  ];
}
