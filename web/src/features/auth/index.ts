export { AuthProvider, USER_FRESH_MS } from './AuthProvider';
export { type AuthContextValue, useAuth } from './auth-context';
export { AdminRoute, GuestOnlyRoute, ProtectedRoute } from './guards';
export { useAuthActions } from './use-auth-actions';
