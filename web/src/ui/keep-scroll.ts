import type { Location } from 'react-router-dom';

/**
 * Navigation options for a change of the address that keeps the scroll position (a tab chosen by
 * `?tab=`): `setSearchParams(next, KEEP_SCROLL)`. Any other new page starts at the top
 * (app/layout/scroll-restoration.ts).
 */
export const KEEP_SCROLL = { state: { keepScroll: true } } as const;

/** True when the location was reached with KEEP_SCROLL. */
export function keepsScroll(location: Location): boolean {
  const state = location.state as { keepScroll?: unknown } | null;
  return state?.keepScroll === true;
}
