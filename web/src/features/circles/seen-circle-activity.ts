import { CIRCLE_TAG } from '../../pwa/worker-constants';

/**
 * The person opened their circles: the circle notifications still shown are seen, so they close
 * and the installed app's badge clears (issue 52). Nothing happens where the browser has no
 * service worker, notifications or badge.
 */
export async function seenCircleActivity(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    for (const n of shown) if (n.tag.startsWith(CIRCLE_TAG)) n.close();
    await navigator.clearAppBadge?.();
  } catch {
    // no notifications or badge here: nothing to clear
  }
}
