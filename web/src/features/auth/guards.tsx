import { isAdminId } from '@reign/domain';
import { type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../session';
import { lazyPart } from '../../ui/LazyPart';
import { PageLoader } from '../../ui/PageLoader';
import { returnPath } from './return-path';

const LOADING_LABEL = 'Loading your account';

// Shown only when the account could not be read: its own chunk, not part of every first load.
const AccountUnavailable = lazyPart(() => import('./AccountUnavailable'));

interface ProtectedRouteProps {
  children?: ReactNode;
  /**
   * The page draws its own frame and skeletons while the account is checked (it reads nothing of
   * the account until its data session opens), instead of the centred spinner; the server renders
   * that frame, so its heading and cards are in the first bytes (issue 19). Nobody signed in still
   * ends at /auth.
   */
  drawnWhileAccountLoads?: boolean;
}

/**
 * Protected-route rule (spec part 1 section 2): a centred spinner while the user loads (or the
 * page's own frame, see `drawnWhileAccountLoads`), /auth when nobody is signed in, the page otherwise.
 */
export function ProtectedRoute({ children, drawnWhileAccountLoads = false }: ProtectedRouteProps) {
  const { user, isLoading, error } = useAuth();
  if (isLoading) {
    return drawnWhileAccountLoads ? (children ?? <Outlet />) : <PageLoader label={LOADING_LABEL} />;
  }
  if (!user && error) {
    return (
      <Suspense fallback={<PageLoader label={LOADING_LABEL} />}>
        <AccountUnavailable />
      </Suspense>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  return children ?? <Outlet />;
}

/** The admin area belongs to user id 1; anyone else goes to / (spec part 2 section 6). */
export function AdminRoute({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader label={LOADING_LABEL} />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!isAdminId(user.id)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/**
 * Pages for signed-out visitors (the sign-in screen): a signed-in user goes to /, or back where
 * `?next=` says (the same place signing in goes, so the two never disagree).
 */
export function GuestOnlyRoute({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { search } = useLocation();
  if (isLoading) return <PageLoader label={LOADING_LABEL} />;
  if (user) return <Navigate to={returnPath(search)} replace />;
  return children ?? <Outlet />;
}
