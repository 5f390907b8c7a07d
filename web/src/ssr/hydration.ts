/**
 * Server-rendered first screens (docs/architecture.md, 'Rendering'): the server marks the page it
 * rendered with `<html data-reign-ssr>`, and the client's first render must then be the server's
 * (React hydrates it). State kept on the device (localStorage, sessionStorage) differs from what the
 * server knew, so stores read it only once hydration is done: `skipHydration` while hydrating, then
 * `rehydrateAfterServerHtml` runs their rehydrate. Without server HTML nothing changes.
 */
/** The id of the JSON the server puts beside its HTML (sync-server's web-app plugin). */
export const SERVER_DATA_ID = 'reign-server-data';

export const hydratingServerHtml =
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-reign-ssr');

const waiting: Array<() => void> = [];
let done = !hydratingServerHtml;

/** Runs `fn` once the server's HTML is hydrated (at once when there was none). */
export function afterHydration(fn: () => void): void {
  if (done) fn();
  else waiting.push(fn);
}

// The page (inside the layout's Suspense boundary) is hydrated in a pass of its own after the root's
// first commit: the document is marked ready once both are React's, so a tap held until then
// (web/boot/after-paint.js) is replayed on a page whose handlers and inputs React owns.
let rootHydrated = false;
let pageHydrated = false;

/** Marks the document once React owns the page (`<html data-reign-ready>`): its buttons work. */
function markReady(): void {
  if (rootHydrated && pageHydrated && typeof document !== 'undefined')
    document.documentElement.setAttribute('data-reign-ready', '');
}

/** Called by the root's first effect: the frame is React's now (the page may still be hydrating). */
export function hydrationDone(): void {
  rootHydrated = true;
  markReady();
  if (done) return;
  done = true;
  for (const fn of waiting.splice(0)) fn();
}

/** Called by the first effect inside the page's boundary (PageHydrated.tsx): the page is React's too. */
export function pageHydrationDone(): void {
  pageHydrated = true;
  markReady();
}

/** For a zustand `persist` store created with `{ skipHydration: hydratingServerHtml }`. */
export function rehydrateAfterServerHtml(store: { persist: { rehydrate: () => unknown } }): void {
  if (hydratingServerHtml) afterHydration(() => void store.persist.rehydrate());
}
