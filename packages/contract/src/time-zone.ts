import * as z from 'zod/mini';
import { checked } from './checked';

/** What a form or a query with a zone the runtime does not know is told. */
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list';

/** Whether the runtime knows an IANA time zone such as 'America/Chicago'. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone the runtime knows ('Asia/Manila'). */
export const timeZone = checked(
  z.string({ error: TIME_ZONE_MESSAGE }),
  z.minLength(1, TIME_ZONE_MESSAGE),
  z.maxLength(64, TIME_ZONE_MESSAGE),
  z.refine(isTimeZone, TIME_ZONE_MESSAGE),
);
