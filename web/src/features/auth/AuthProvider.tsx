import type { LoginBody, PublicUser, RegisterBody } from '@reign/contract';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { renewKeptDayPage } from '../../pwa/day-page';
import { rememberSession } from '../../pwa/session-cache';
import { AuthContext, type AuthContextValue, type RefreshOptions } from '../../session';

/**
 * The account's calls, loaded with the first of them: their routes carry the contract's schemas
 * (and so zod), which a guest's first visit, told by the server that nobody is signed in, never
 * needs (docs/performance.md).
 */
const authApi = () => import('./auth-api');

/** The current user counts as fresh this long; reads inside the window reuse it (spec part 1 section 7). */
export const USER_FRESH_MS = 5 * 60 * 1000;

interface AuthState {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
}

/**
 * Set while a page is rendered for a visitor the server knows has no session (no session cookie:
 * entry-server.tsx, and the browser hydrating that page, main.tsx): the first render is then
 * the signed-out screen, not the account's loading state. The current user is still read, unless
 * `signedOutNow`.
 */
let knownSignedOut = false;
/**
 * The server said so for this very visit (a document fresh from it, ssr/fresh-document.ts): that
 * is as current as asking GET /api/session would be, so the answer counts as just read.
 */
let signedOutNow = false;

/**
 * Seeds the first render's account state (see `knownSignedOut`); false restores the default.
 * `fresh`: the document came from the server for this visit, so nobody asks again.
 */
export function seedSignedOut(signedOut: boolean, fresh = false): void {
  knownSignedOut = signedOut;
  signedOutNow = signedOut && fresh;
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * Holds the signed-in user (server data, read from GET /api/user). It loads once on start, counts
 * as fresh for five minutes, never refetches on focus, and is set directly after login,
 * registration and logout.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => ({
    user: null,
    isLoading: !knownSignedOut,
    error: null,
  }));
  const userRef = useRef<PublicUser | null>(null);
  const fetchedAt = useRef<number | null>(signedOutNow ? Date.now() : null);
  const inFlight = useRef<Promise<PublicUser | null> | null>(null);
  // Bumped whenever the user is set directly, so an older read cannot overwrite a newer answer.
  const generation = useRef(0);

  const setUser = useCallback((user: PublicUser | null) => {
    generation.current += 1;
    userRef.current = user;
    fetchedAt.current = Date.now();
    setState({ user, isLoading: false, error: null });
  }, []);

  const refreshUser = useCallback(async ({ force = false }: RefreshOptions = {}) => {
    const age = fetchedAt.current === null ? Number.POSITIVE_INFINITY : Date.now() - fetchedAt.current;
    if (!force && age < USER_FRESH_MS) return userRef.current;
    if (inFlight.current) return inFlight.current;

    const started = generation.current;
    const request = authApi()
      .then((api) => api.fetchCurrentUser())
      .then(
        (user) => {
          if (started === generation.current) {
            userRef.current = user;
            fetchedAt.current = Date.now();
            // the account's arrival re-renders every screen that reads it: in a transition React
            // renders that in slices, yielding to input and paint (docs/performance.md)
            startTransition(() => setState({ user, isLoading: false, error: null }));
          }
          return user;
        },
        (err: unknown) => {
          if (started === generation.current) {
            setState((prev) => ({ ...prev, isLoading: false, error: asError(err) }));
          }
          throw err;
        },
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    return request;
  }, []);

  useEffect(() => {
    // The error is kept in state for the screens; nothing more to do with it here.
    refreshUser().catch(() => {});
  }, [refreshUser]);

  // Signing in and registering both end signed in: the user is set and remembered for offline starts,
  // and the day's page the service worker keeps for them is fetched again, now as the signed-in one.
  const enter = useCallback(
    async (request: Promise<PublicUser>) => {
      const user = await request;
      setUser(user);
      void rememberSession(user);
      void renewKeptDayPage();
      return user;
    },
    [setUser],
  );
  const login = useCallback(
    (body: LoginBody) => enter(authApi().then((api) => api.loginRequest(body))),
    [enter],
  );
  const register = useCallback(
    (body: RegisterBody) => enter(authApi().then((api) => api.registerRequest(body))),
    [enter],
  );

  const logout = useCallback(async () => {
    await (await authApi()).logoutRequest();
    setUser(null);
    void renewKeptDayPage();
  }, [setUser]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, register, logout, refreshUser }),
    [state, login, register, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
