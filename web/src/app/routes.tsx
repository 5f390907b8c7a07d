import type { RouteObject } from 'react-router-dom';
import { AdminRoute, GuestOnlyRoute, ProtectedRoute } from '../features/auth';
import { PageLoader } from '../ui/PageLoader';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorPage } from './RouteErrorPage';

// Each page is its own chunk, loaded when its route is first visited.
const homePage = async () => ({ Component: (await import('../features/home/HomePage')).HomePage });
const authPage = async () => ({ Component: (await import('../features/auth/AuthPage')).AuthPage });
const dashboardPage = async () => ({
  Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
});
const forgotPasswordPage = async () => ({
  Component: (await import('../features/password-reset/ForgotPasswordPage')).ForgotPasswordPage,
});
const resetPasswordPage = async () => ({
  Component: (await import('../features/password-reset/ResetPasswordPage')).ResetPasswordPage,
});
const reflectionsPage = async () => ({
  Component: (await import('../features/reflections/ReflectionsPage')).ReflectionsPage,
});
const upgradePage = async () => ({
  Component: (await import('../features/upgrade/UpgradePage')).UpgradePage,
});
const seriesPage = async () => ({
  Component: (await import('../features/series/SeriesPage')).SeriesPage,
});
const seriesDayPage = async () => ({
  Component: (await import('../features/series/SeriesDayPage')).SeriesDayPage,
});
const adminPage = async () => ({ Component: (await import('../features/admin/AdminPage')).AdminPage });
const adminUsersPage = async () => ({
  Component: (await import('../features/admin/AdminUsersPage')).AdminUsersPage,
});
const debugVersePage = async () => ({
  Component: (await import('../features/debug/DebugVersePage')).DebugVersePage,
});
const debugImagesPage = async () => ({
  Component: (await import('../features/debug/DebugImagesPage')).DebugImagesPage,
});
const notFoundPage = async () => ({
  Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage,
});

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
        {
          element: <ProtectedRoute />,
          children: [
            { path: 'dashboard', lazy: dashboardPage },
            { path: 'reflections', lazy: reflectionsPage },
            { path: 'upgrade', lazy: upgradePage },
            { path: 'series', lazy: seriesPage },
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
        {
          path: 'referral',
          lazy: async () => ({ Component: (await import('../features/rewards/ReferralPage')).ReferralPage }),
        },
        { path: 'debug/images', lazy: debugImagesPage },
        { path: 'debug/:name', lazy: debugVersePage },
        { path: '*', lazy: notFoundPage },
      ],
    },
  ];
}
