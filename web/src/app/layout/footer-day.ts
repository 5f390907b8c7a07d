import { useSyncExternalStore } from 'react';
import { onServerClockChange, serverToday } from '../../api';

/** The day the server rendered this page for (its scripture's date): see useFooterDay. */
let renderedDay: string | null = null;

/**
 * Called with the date of the scripture the page is rendered with: by the server's rendering
 * around each render (null after it), and by the browser before it hydrates that HTML.
 */
export function seedRenderedDay(day: string | null): void {
  renderedDay = day;
}

/**
 * The Central date the footer's verse and year belong to. Server-rendered HTML is drawn and
 * hydrated for the day of its scripture (the server keeps one document per day's answer, and a
 * device's clock may be a day off before it has heard from the server), so the hydrated first
 * render matches it; then, like every 'today', the server's clock as this device knows it.
 */
export function useFooterDay(): string {
  return useSyncExternalStore(onServerClockChange, serverToday, () => renderedDay ?? serverToday());
}
