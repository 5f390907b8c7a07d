import * as z from 'zod/mini';
import { checked } from './checked';

/** What a form or a query with a zone the runtime does not know is told. */
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list';

/**
 * Zones the runtime was found to know. Asking Intl builds a formatter (about 0.2 ms), and today's
 * scripture checks its `?zone` on every request: three quarters of the route's time (issue 53).
 * Bounded: Intl takes any letter case, so the names a caller can send are many.
 */
const known = new Set<string>();
const MAX_KNOWN = 2_000;

/** Whether the runtime knows an IANA time zone such as 'America/Chicago'. */
export function isTimeZone(value: string): boolean {
  if (known.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (known.size >= MAX_KNOWN) known.clear();
  known.add(value);
  return true;
}

/** An IANA time zone the runtime knows ('Asia/Manila'). */
export const timeZone = checked(
  z.string({ error: TIME_ZONE_MESSAGE }),
  z.minLength(1, TIME_ZONE_MESSAGE),
  z.maxLength(64, TIME_ZONE_MESSAGE),
  z.refine(isTimeZone, TIME_ZONE_MESSAGE),
);
