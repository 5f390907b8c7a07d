import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { isAdminId } from '@reign/domain';
import { IconCloudOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../../session';
import { PageLoader } from '../../ui/PageLoader';

const LOADING_LABEL = 'Loading your account';

/** Shown when the current user could not be read (offline, server down): retry instead of guessing. */
function AccountUnavailable() {
  const { refreshUser } = useAuth();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    refreshUser({ force: true })
      .catch(() => {})
      .finally(() => setRetrying(false));
  };
  return (
    <Center mih="40vh">
      <Alert
        color="orange"
        variant="light"
        icon={<IconCloudOff aria-hidden="true" />}
        title="We couldn't check your sign-in"
        maw={480}
      >
        <Stack gap="sm">
          <Text size="sm">The server did not answer. Check your connection and try again.</Text>
          <Button onClick={retry} loading={retrying} variant="light" color="orange" w="fit-content">
            Try again
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

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
  if (!user) return error ? <AccountUnavailable /> : <Navigate to="/auth" replace />;
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

/** Pages for signed-out visitors (the sign-in screen): a signed-in user goes to /. */
export function GuestOnlyRoute({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader label={LOADING_LABEL} />;
  if (user) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
