import { APP_TIME_ZONE, centralDate, nextZonedTime } from '@reign/domain';
import { serverNow } from '../../api';

/** The hour (Central) at which the app's day turns over and an open app refreshes. */
export const REFRESH_HOUR = 1;
const HOUR_MS = 3600_000;

/** The next 1:00 AM America/Chicago strictly after `now` (DST changes included). */
export function nextRefreshAt(now: Date = serverNow()): Date {
  return nextZonedTime(now, `${String(REFRESH_HOUR).padStart(2, '0')}:00`, APP_TIME_ZONE);
}

/** The app day an instant belongs to: the Central date, turning over at 1 AM instead of midnight. */
export function refreshDay(now: Date = serverNow()): string {
  return centralDate(new Date(now.getTime() - REFRESH_HOUR * HOUR_MS));
}
