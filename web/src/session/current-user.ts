// The signed-in user as the rest of the app reads it. features/auth provides it (AuthProvider: sign-in,
// registration, logout, the 5-minute freshness); it lives here so src/data, the app shell and every
// feature can read it without importing a feature's internals.
import type { LoginBody, PublicUser, RegisterBody } from '@reign/contract';
import { createContext, useContext } from 'react';

export interface RefreshOptions {
  /** Fetch even when the current user is still fresh (younger than five minutes). */
  force?: boolean;
}

export interface AuthContextValue {
  /** The signed-in user, or null when signed out (or not known yet). */
  user: PublicUser | null;
  /** True until the first answer about the current user arrives. */
  isLoading: boolean;
  /** The last failure to read the current user (network or server error; a 401 is not an error). */
  error: Error | null;
  login: (body: LoginBody) => Promise<PublicUser>;
  register: (body: RegisterBody) => Promise<PublicUser>;
  logout: () => Promise<void>;
  refreshUser: (options?: RefreshOptions) => Promise<PublicUser | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The account state. Using it outside an AuthProvider is a programming error (spec part 1 section 8). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth: no AuthProvider');
  return value;
}
