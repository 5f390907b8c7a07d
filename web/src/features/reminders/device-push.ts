import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReminderSettings } from '@reign/contract/reminders';
import { reminderRoutes } from '@reign/contract/reminders';
import { APP_TIME_ZONE } from '@reign/domain';
import { callApi } from '../../api';
import { i18n } from '../../i18n';
import { deviceTimeZone as zoneOfDevice } from '../../ui/device-zone';
import { markDeviceOff, markDeviceOn, pushSupported } from './device-state';

/** Why turning the reminder on did not work, for the screen to say (`words`, through the catalogue). */
export class ReminderSetupError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'denied' | 'no-worker',
    readonly words: MessageDescriptor,
  ) {
    super(i18n._(words));
    this.name = 'ReminderSetupError';
  }
}

/** The device's zone for its reminder (America/Chicago when the browser does not say). */
export const deviceTimeZone = (): string => zoneOfDevice() ?? APP_TIME_ZONE;

const WORKER_WAIT_MS = 5000;

/** The service worker's registration; it is there in production builds (never in `vite dev`). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () =>
        reject(
          new ReminderSetupError('no-worker', msg`Reminders need the installed app (its service worker).`),
        ),
      WORKER_WAIT_MS,
    ),
  );
  return Promise.race([ready, timeout]);
}

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Turns the morning reminder on for this device: asks notification permission (only here, on the
 * person's action), subscribes with the server's VAPID key (a subscription made with another key is
 * replaced) and sends the subscription, with the device's time zone, to the server.
 */
export async function turnOnThisDevice(userId: number): Promise<ReminderSettings> {
  if (!pushSupported()) {
    throw new ReminderSetupError(
      'unsupported',
      msg`This browser cannot show reminders while Reign is closed.`,
    );
  }
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new ReminderSetupError(
      'denied',
      msg`Notifications are blocked for this site in the browser's settings.`,
    );
  }
  const [worker, settings] = await Promise.all([registration(), callApi(reminderRoutes.getReminderSettings)]);
  const key = applicationServerKey(settings.publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  const answer = await callApi(reminderRoutes.subscribePush, {
    body: {
      endpoint: endpoint ?? subscription.endpoint,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      timeZone: deviceTimeZone(),
    },
  });
  markDeviceOn(userId);
  return answer;
}

/** Turns it off for this device: the server forgets the subscription first, then the browser drops it. */
export async function turnOffThisDevice(): Promise<void> {
  const subscription = pushSupported() ? await (await registration()).pushManager.getSubscription() : null;
  if (subscription) {
    await callApi(reminderRoutes.unsubscribePush, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe().catch(() => false);
  }
  markDeviceOff();
}

/**
 * Signing out: this device stops getting the person's reminders. The server forgets the
 * subscription while the session still lets it; the browser drops it whatever the server said (an
 * endpoint it dropped answers 410 Gone, and the server deletes it at its next send). Never throws,
 * never waits for a service worker that is not there.
 */
export async function forgetThisDevice(): Promise<void> {
  markDeviceOff();
  if (!pushSupported()) return;
  const worker = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await worker?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return;
  await callApi(reminderRoutes.unsubscribePush, { body: { endpoint: subscription.endpoint } }).catch(
    () => undefined,
  );
  await subscription.unsubscribe().catch(() => false);
}
