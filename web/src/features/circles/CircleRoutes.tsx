import { Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../auth';
import { CirclePage } from './CirclePage';
import { CirclesPage } from './CirclesPage';
import { JoinLinkPage } from './JoinLinkPage';

/**
 * Everything under /circles (issue 52), one page module of the route table: a member's circles and
 * one circle behind sign-in; an invitation's link open to everyone (signed out, it says to sign in
 * first and come back). One entry in the table, not three: the table is part of every first load.
 */
export function CircleRoutes() {
  return (
    <Routes>
      <Route path="join/:token" element={<JoinLinkPage />} />
      <Route element={<ProtectedRoute />}>
        <Route index element={<CirclesPage />} />
        <Route path=":id" element={<CirclePage />} />
      </Route>
    </Routes>
  );
}
