import { nextZonedTime, personTimeZone, zonedDate } from '@reign/domain';
import { chosenTimeZone, serverNow } from '../../api';

/** The hour (the person's own, Central until they choose a zone) at which an open app refreshes. */
export const REFRESH_HOUR = 1;
const HOUR_MS = 3600_000;

/** The next 1:00 AM in the person's zone strictly after `now` (DST changes included). */
export function nextRefreshAt(now: Date = serverNow(), zone: string | null = chosenTimeZone()): Date {
  return nextZonedTime(now, `${String(REFRESH_HOUR).padStart(2, '0')}:00`, personTimeZone(zone));
}

/** The app day an instant belongs to: the person's date, turning over at 1 AM instead of midnight. */
export function refreshDay(now: Date = serverNow(), zone: string | null = chosenTimeZone()): string {
  return zonedDate(new Date(now.getTime() - REFRESH_HOUR * HOUR_MS), personTimeZone(zone));
}
