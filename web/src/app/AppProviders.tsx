import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { theme } from './theme';

/**
 * Everything the screens need around them: the theme (dark mode follows the system until the
 * person picks one), toasts (at most one at a time, 5000 ms by default) and the account state.
 */
export function AppProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" {...(env ? { env } : {})}>
      <Notifications limit={1} autoClose={5000} />
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
