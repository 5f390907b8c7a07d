import { useLingui } from '@lingui/react/macro';
import type { LoginBody, RegisterBody } from '@reign/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../session';
import { attempt } from '../../ui/toast';
import { returnPath } from './return-path';

/**
 * Login, registration and logout as the person sees them: the call, the toast the spec names
 * (part 1 section 8), and the trip to / afterwards (after signing in, to `?next=` when the page
 * that sent them here gave one). Each resolves true on success.
 */
export function useAuthActions() {
  const { login, register, logout } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t } = useLingui();
  const next = returnPath(search);

  const signIn = useCallback(
    async (body: LoginBody) => {
      const ok = await attempt(
        () => login(body),
        ({ username: name }) => ({ title: t`Login successful`, message: t`Welcome back, ${name}` }),
        t`Login failed`,
        t`Invalid username or password`,
      );
      if (ok) navigate(next, { replace: true });
      return ok;
    },
    [login, navigate, next, t],
  );

  const signUp = useCallback(
    async (body: RegisterBody) => {
      const ok = await attempt(
        () => register(body),
        ({ username: name }) => ({
          title: t`Registration successful`,
          message: t`Welcome to Reign, ${name}!`,
        }),
        t`Registration failed`,
        t`Username may already be taken`,
      );
      if (ok) navigate(next, { replace: true });
      return ok;
    },
    [register, navigate, next, t],
  );

  const signOut = useCallback(async () => {
    const ok = await attempt(
      logout,
      () => ({ title: t`Logout successful`, message: t`You've been successfully logged out` }),
      t`Logout failed`,
    );
    if (ok) navigate('/');
    return ok;
  }, [logout, navigate, t]);

  return { signIn, signUp, signOut };
}
