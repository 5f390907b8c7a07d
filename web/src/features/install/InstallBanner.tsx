import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import {
  getInstallPrompt,
  promptInstall,
  subscribeInstallPrompt,
  wasInstalled,
} from '../../pwa/install-prompt';
import { lazyPart } from '../../ui/LazyPart';
import { isIos, isStandalone } from './platform';

// Most visits never show the banner (installed, dismissed, or a browser without the offer).
const InstallBannerView = lazyPart(
  () => import('./InstallBannerView'),
  () => null,
);

export const INSTALL_BANNER_DELAY_MS = 1000;
export const INSTALL_DISMISSED_KEY = 'reign.installBanner.dismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The install banner (spec part 2): after one second, Install (the browser's own prompt) where
 * the browser offers one, the manual steps on iOS, nothing in the installed app. Dismissal is kept
 * in localStorage.
 */
export function InstallBanner() {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => null);
  const installed = useSyncExternalStore(subscribeInstallPrompt, wasInstalled, () => false);
  const [ready, setReady] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  const [ios] = useState(isIos);
  const [standalone] = useState(isStandalone);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), INSTALL_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // Storage unavailable: hidden for this visit only.
    }
  };

  if (!ready || dismissed || standalone || installed || !(prompt || ios)) return null;

  const install = () => {
    void promptInstall().then((accepted) => {
      if (accepted) dismiss();
    });
  };
  return (
    <Suspense fallback={null}>
      <InstallBannerView ios={ios} onInstall={install} onDismiss={dismiss} />
    </Suspense>
  );
}
