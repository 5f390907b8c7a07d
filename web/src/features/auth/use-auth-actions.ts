import type { LoginBody, RegisterBody } from '@reign/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../session';
import { attempt } from '../../ui/toast';

/**
 * Login, registration and logout as the person sees them: the call, the toast the spec names
 * (part 1 section 8), and the trip to / afterwards. Each resolves true on success.
 */
export function useAuthActions() {
  const { login, register, logout } = useAuth();
  const navigate = useNavigate();

  const signIn = useCallback(
    async (body: LoginBody) => {
      const ok = await attempt(
        () => login(body),
        (user) => ({ title: 'Login successful', message: `Welcome back, ${user.username}` }),
        'Login failed',
        'Invalid username or password',
      );
      if (ok) navigate('/', { replace: true });
      return ok;
    },
    [login, navigate],
  );

  const signUp = useCallback(
    async (body: RegisterBody) => {
      const ok = await attempt(
        () => register(body),
        (user) => ({ title: 'Registration successful', message: `Welcome to Reign, ${user.username}!` }),
        'Registration failed',
        'Username may already be taken',
      );
      if (ok) navigate('/', { replace: true });
      return ok;
    },
    [register, navigate],
  );

  const signOut = useCallback(async () => {
    const ok = await attempt(
      logout,
      () => ({ title: 'Logout successful', message: "You've been successfully logged out" }),
      'Logout failed',
    );
    if (ok) navigate('/');
    return ok;
  }, [logout, navigate]);

  return { signIn, signUp, signOut };
}
