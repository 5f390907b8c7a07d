/**
 * Whether this document came from the server for this very visit, so what it says (nobody is signed
 * in, today's answer) is as current as the answer to a request made now would be: not a copy the
 * service worker kept (it may answer a page it controls from its cache, pwa/worker-day-page.ts), and
 * not a Back or Forward visit or a prerendered page (the browser may show a copy it had). The
 * server sends its pages with `cache-control: no-cache`, so a plain visit or a reload always asks
 * it. When in doubt, false: the page asks the server as before.
 */
export function documentIsFresh(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false;
  if (navigator.serviceWorker?.controller) return false;
  const [visit] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return visit?.type === 'navigate' || visit?.type === 'reload';
}
