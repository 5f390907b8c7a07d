import { useSyncExternalStore } from 'react';

/**
 * Whether this device gets the morning reminder, per account: the id of the user this browser's push
 * subscription was sent for (a device used by two people belongs to the last who turned it on).
 * Kept in localStorage so the first render already knows, without waiting for the service worker.
 */
export const DEVICE_KEY = 'reign.morningReminder';
/** The post-save card was answered 'Not now' (or the reminder was turned on through it). */
export const OFFER_KEY = 'reign.morningReminderOffer';

const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage refused (private mode): the state lasts for this page only
  }
  emit();
}

export const markDeviceOn = (userId: number) => write(DEVICE_KEY, String(userId));
export const markDeviceOff = () => write(DEVICE_KEY, null);
export const dismissOffer = () => write(OFFER_KEY, 'answered');

/** Web Push needs a service worker, the Push API and notifications (iOS: only once added to the Home Screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export const notificationsDenied = () => pushSupported() && Notification.permission === 'denied';

/** Whether this device gets the reminder for this user. */
export function useDeviceOn(userId: number | undefined): boolean {
  const owner = useSyncExternalStore(
    subscribe,
    () => read(DEVICE_KEY),
    () => null,
  );
  return userId !== undefined && owner === String(userId);
}

/** Whether the card's offer was answered on this device. */
export function useOfferAnswered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => read(OFFER_KEY) !== null,
    () => true,
  );
}
