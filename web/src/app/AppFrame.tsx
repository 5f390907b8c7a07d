import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { hydrationDone } from '../ssr/hydration';
import { lazyPart } from '../ui/LazyPart';
import { AppProviders } from './AppProviders';

// offline before its code was kept: left out until the device is back online
const InstalledAppLayer = lazyPart(
  () => import('./InstalledAppLayer'),
  () => null,
);

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
  // not a transition: the layer's chunk suspends, and a transition that suspends holds back every
  // other transition of its commit (the home page's own) until it has loaded
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}

/**
 * Everything around the router, the same on the server (entry-server.tsx) and in the browser
 * (App.tsx): the providers and the installed-app layer (install banner, update prompt, the 1 AM
 * refresh, the toasts of newly earned rewards), loaded after the first effect. `cssVariables`: see
 * AppProviders (false on the server and when hydrating its HTML).
 */
export function AppFrame({ children, cssVariables = true }: { children: ReactNode; cssVariables?: boolean }) {
  return (
    <AppProviders cssVariables={cssVariables}>
      {children}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <InstalledAppLayer />
        </Suspense>
      </AfterFirstPaint>
      <HydrationDone />
    </AppProviders>
  );
}
