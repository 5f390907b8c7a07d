import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { PageLoader } from '../../ui/PageLoader';
import { ProtectedRoute } from '../auth';
import { WallPage } from '../prayer-wall';
import { CirclePage } from './CirclePage';
import { CirclesPage } from './CirclesPage';
import { GatheringPage } from './gathering/GatheringPage';
import { JoinLinkPage } from './JoinLinkPage';

/**
 * Everything under /circles (issue 52), one page module of the route table: a member's circles and
 * one circle behind sign-in; an invitation's link open to everyone (signed out, it says to sign in
 * first and come back). One entry in the table, not three: the table is part of every first load.
 * Route objects (useRoutes, as the app's table), not <Routes>: that component would join the first load.
 * The church prayer wall is /circles/wall (its own chunk): a route of its own in the app's table would
 * join the first load, which has no room left.
 */
export function CircleRoutes() {
  return useRoutes([
    { path: 'join/:token', element: <JoinLinkPage /> },
    {
      element: <ProtectedRoute />,
      children: [
        { index: true, element: <CirclesPage /> },
        {
          path: 'wall',
          element: (
            <Suspense fallback={<PageLoader />}>
              <WallPage />
            </Suspense>
          ),
        },
        { path: ':id', element: <CirclePage /> },
        { path: ':id/gathering', element: <GatheringPage /> },
      ],
    },
  ]);
}
