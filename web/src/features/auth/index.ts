export { type AuthContextValue, useAuth } from '../../session';
export { AuthProvider, seedSignedOut, USER_FRESH_MS } from './AuthProvider';
export { AdminRoute, GuestOnlyRoute, ProtectedRoute } from './guards';
export { signInPath } from './return-path';
export { useAuthActions } from './use-auth-actions';
