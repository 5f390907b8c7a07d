import type { LoginBody, RegisterBody } from '@reign/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api';
import { useAuth } from '../../session';
import { showToast } from '../../ui/toast';

/**
 * Login, registration and logout as the person sees them: the call, the toast the spec names
 * (part 1 section 8), and the trip to / afterwards. Each resolves true on success.
 */
export function useAuthActions() {
  const { login, register, logout } = useAuth();
  const navigate = useNavigate();

  const signIn = useCallback(
    async (body: LoginBody) => {
      try {
        const user = await login(body);
        showToast({
          title: 'Login successful',
          message: `Welcome back, ${user.username}`,
          variant: 'success',
        });
        navigate('/', { replace: true });
        return true;
      } catch (err) {
        showToast({
          title: 'Login failed',
          message: errorMessage(err, 'Invalid username or password'),
          variant: 'error',
        });
        return false;
      }
    },
    [login, navigate],
  );

  const signUp = useCallback(
    async (body: RegisterBody) => {
      try {
        const user = await register(body);
        showToast({
          title: 'Registration successful',
          message: `Welcome to Reign, ${user.username}!`,
          variant: 'success',
        });
        navigate('/', { replace: true });
        return true;
      } catch (err) {
        showToast({
          title: 'Registration failed',
          message: errorMessage(err, 'Username may already be taken'),
          variant: 'error',
        });
        return false;
      }
    },
    [register, navigate],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
      showToast({
        title: 'Logout successful',
        message: "You've been successfully logged out",
        variant: 'success',
      });
      navigate('/');
      return true;
    } catch (err) {
      showToast({
        title: 'Logout failed',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
      return false;
    }
  }, [logout, navigate]);

  return { signIn, signUp, signOut };
}
