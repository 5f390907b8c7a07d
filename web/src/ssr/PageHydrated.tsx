import { useEffect } from 'react';
import { pageHydrationDone } from './hydration';

/**
 * Placed beside the page inside the layout's Suspense boundary (and in the route error page): its
 * effect runs once the page itself is hydrated, a pass after the root's (ssr/hydration.ts).
 */
export function PageHydrated() {
  useEffect(pageHydrationDone, []);
  return null;
}
