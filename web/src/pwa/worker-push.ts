/// <reference lib="webworker" />
import { LANGUAGE_COOKIE, type Language, languageOfTag, pickLanguage } from '@reign/contract/language-list';
import type { PushPayload } from '@reign/contract/reminders';
import { CIRCLE_TAG } from './worker-constants';

/**
 * The service worker's half of the morning reminder (Web Push): a push becomes a notification, a
 * click on any of Reign's notifications opens the app, and a subscription the browser renewed is
 * sent to the server. Only types come from the contract: the worker carries no schema code.
 */

export const NOTIFICATION_ICON = '/icons/icon-192.png';
const MORNING_TAG = 'reign-morning';

/** A circle notification's tag, from a payload that says it is one. */
function circleTagOf(payload: object): string | null {
  const tag = (payload as { tag?: unknown }).tag;
  return typeof tag === 'string' && tag.startsWith(CIRCLE_TAG) ? tag : null;
}

/**
 * The installed app's badge: how many circle notifications are still shown, not yet seen (issue 52;
 * the Badging API, where the browser has it). Opening a circle's page clears them.
 */
export async function badgeCircleActivity(sw: {
  registration: { getNotifications(): Promise<Notification[]> };
  navigator: { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
}): Promise<void> {
  const shown = (await sw.registration.getNotifications()).filter((n) => n.tag.startsWith(CIRCLE_TAG));
  if (shown.length > 0) await sw.navigator.setAppBadge?.(shown.length).catch(() => {});
  else await sw.navigator.clearAppBadge?.().catch(() => {});
}

/** What a push without a readable body says, in the person's language (the server's words for it). */
const FALLBACK_BODY: Record<Language, string> = {
  en: 'Your plan for today is waiting',
  es: 'Tu plan de hoy te espera',
};

/**
 * The language the person chose on this device (the `reign-lang` cookie, which the worker reads
 * through the Cookie Store where the browser has one), else the browser's; English otherwise.
 */
export async function workerLanguage(scope: {
  cookieStore?: { get(name: string): Promise<{ value?: string } | null | undefined> };
  navigator: { languages?: readonly string[] };
}): Promise<Language> {
  try {
    const chosen = languageOfTag((await scope.cookieStore?.get(LANGUAGE_COOKIE))?.value);
    if (chosen) return chosen;
  } catch {
    // no cookie store here: the browser's language
  }
  return pickLanguage(scope.navigator.languages);
}

/**
 * The notification a push asks for; a push without a readable payload still says something useful,
 * in `language`.
 */
export function notificationFromPush(
  data: { json(): unknown } | null,
  language: Language = 'en',
): {
  title: string;
  options: NotificationOptions;
} {
  let payload: Partial<PushPayload> = {};
  try {
    payload = (data?.json() ?? {}) as Partial<PushPayload>;
  } catch {
    // not JSON: the defaults below
  }
  return {
    title: typeof payload.title === 'string' && payload.title ? payload.title : 'Reign',
    options: {
      body: typeof payload.body === 'string' ? payload.body : FALLBACK_BODY[language],
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      // one notification a kind and request: the morning's, or 'prayed for you' for one request
      tag: circleTagOf(payload) ?? MORNING_TAG,
      data: { url: typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : '/' },
    },
  };
}

/** Focuses an open window of the app (moving it to `path`), or opens one at `path`. */
export async function openApp(sw: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const target = new URL(path, sw.location.origin);
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).pathname === target.pathname) ?? windows[0];
  if (!open) {
    await sw.clients.openWindow(target.href);
    return;
  }
  const focused = await open.focus();
  if (new URL(focused.url).pathname !== target.pathname) {
    // navigate() works on windows this worker controls; another one is only focused
    await focused.navigate(target.href).catch(() => undefined);
  }
}

/**
 * The browser replaced the subscription (keys rotated, expired): subscribe again with the same
 * application server key and tell the server, so the device keeps its reminder. Best effort: when
 * it fails, the Profile's switch shows the reminder off on the next visit.
 */
export async function renewSubscription(
  sw: ServiceWorkerGlobalScope,
  oldSubscription: PushSubscription | null,
  newSubscription: PushSubscription | null,
): Promise<void> {
  const key = oldSubscription?.options.applicationServerKey;
  const renewed =
    newSubscription ??
    (key
      ? await sw.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
      : null);
  if (!renewed) return;
  const { endpoint, keys } = renewed.toJSON();
  const send = (method: 'PUT' | 'DELETE', body: unknown) =>
    fetch('/api/push/subscription', {
      method,
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await send('PUT', { endpoint, keys, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  if (oldSubscription && oldSubscription.endpoint !== endpoint) {
    await send('DELETE', { endpoint: oldSubscription.endpoint });
  }
}
