import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataProvider } from '../data/DataProvider';
import { AuthProvider } from '../features/auth';
import { I18nProvider, useLingui } from '../i18n/runtime';
import { LazyNotifications } from './LazyNotifications';
import { cssVariablesResolver, themeIn } from './theme';

/**
 * Everything the screens need around them: the messages in the person's language (a change of
 * language re-renders the screens), the theme (dark mode follows the system until the
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
    <I18nProvider>
      <LocalMantine env={env} cssVariables={cssVariables}>
        <LazyNotifications />
        <AuthProvider>
          <DataProvider>{children}</DataProvider>
        </AuthProvider>
      </LocalMantine>
    </I18nProvider>
  );
}

/** Mantine with the theme in the person's language (its close buttons' names: themeIn). */
function LocalMantine({
  children,
  env,
  cssVariables,
}: {
  children: ReactNode;
  env: 'default' | 'test' | undefined;
  cssVariables: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <MantineProvider
      theme={themeIn(i18n)}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={cssVariables}
      defaultColorScheme="auto"
      {...(env ? { env } : {})}
    >
      {children}
    </MantineProvider>
  );
}
