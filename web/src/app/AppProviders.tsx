import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataProvider } from '../data/DataProvider';
import { AuthProvider } from '../features/auth';
import { LazyNotifications } from './LazyNotifications';
import { cssVariablesResolver, theme } from './theme';

/**
 * Everything the screens need around them: the theme (dark mode follows the system until the
 * person picks one), toasts (at most one at a time, 5000 ms by default; loaded with the first one), the account state and the
 * account's local data with its sync engine. `cssVariables: false` leaves the theme's CSS variables
 * out of the tree: a page the server rendered has them in its head (entry-server.tsx,
 * `renderHead`), and computing them again was the longest part of hydrating it.
 */
export function AppProviders({
  children,
  env,
  cssVariables = true,
}: {
  children: ReactNode;
  env?: 'default' | 'test';
  cssVariables?: boolean;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={cssVariables}
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
