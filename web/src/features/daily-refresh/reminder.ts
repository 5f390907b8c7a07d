import { useCallback, useSyncExternalStore } from 'react';

/** The person's choice to get the daily notification; permission is asked only when they turn it on. */
export const REMINDER_KEY = 'reign.dailyReminder';

const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** On when the person chose it and the browser still grants notifications. */
export function isReminderOn(): boolean {
  try {
    return (
      notificationsSupported() &&
      Notification.permission === 'granted' &&
      window.localStorage.getItem(REMINDER_KEY) === 'on'
    );
  } catch {
    return false;
  }
}

/** Asks for notification permission (only here, on the person's action); true when granted. */
export async function enableReminder(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'granted') window.localStorage.setItem(REMINDER_KEY, 'on');
  emit();
  return permission === 'granted';
}

export function disableReminder(): void {
  window.localStorage.removeItem(REMINDER_KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The 'Daily reminder' switch's state and action. */
export function useDailyReminder() {
  const on = useSyncExternalStore(subscribe, isReminderOn, () => false);
  const supported = notificationsSupported();
  const denied = supported && Notification.permission === 'denied';
  const toggle = useCallback(async (next: boolean) => {
    if (next) return enableReminder();
    disableReminder();
    return false;
  }, []);
  return { on, supported, denied, toggle };
}
