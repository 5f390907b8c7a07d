import { type ReactNode, useEffect, useState } from 'react';
import { DailyRefresh } from '../features/daily-refresh';
import { InstallBanner } from '../features/install';
import { RewardWatcher } from '../features/rewards';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { hydrationDone } from '../ssr/hydration';
import { AppProviders } from './AppProviders';

/** Tells the stores kept on the device that the server's HTML is hydrated (ssr/hydration.ts). */
function HydrationDone() {
  useEffect(hydrationDone, []);
  return null;
}

/**
 * Its children from the first effect on: never on the server, never in the hydrated first render
 * (they read the browser: install prompts, the service worker, timers), so they cost the first
 * paint nothing.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}

/**
 * Everything around the router, the same on the server (entry-server.tsx) and in the browser
 * (App.tsx): the providers and the installed-app layer (install banner, update prompt, the 1 AM
 * refresh, the toasts of newly earned rewards).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      {children}
      <AfterFirstPaint>
        <InstallBanner />
        <UpdatePrompt />
        <DailyRefresh />
        <RewardWatcher />
      </AfterFirstPaint>
      <HydrationDone />
    </AppProviders>
  );
}
