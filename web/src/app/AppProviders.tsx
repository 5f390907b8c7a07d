import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataProvider } from '../data/DataProvider';
import { AuthProvider } from '../features/auth';
import { LazyNotifications } from './LazyNotifications';
import { cssVariablesResolver, theme } from './theme';

/**
 * Everything the screens need around them: the theme (dark mode follows the system until the
 * person picks one), toasts (at most one at a time, 5000 ms by default; loaded with the first one), the account state and the
 * account's local data with its sync engine.
 */
export function AppProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      {...(env ? { env } : {})}
    >
      <LazyNotifications />
      <AuthProvider>
        <DataProvider>{children}</DataProvider>
      </AuthProvider>
    </MantineProvider>
  );
}
