/**
 * What a signed-in person's first offline edit needs, loaded while the page is idle: on a new
 * browser the service worker takes a while to precache the app, and until it has, a part the page
 * never loaded cannot load offline. The build lists those files (`/offline-first.json`, from
 * `OFFLINE_FIRST_MODULES` in build/offline-first.ts: the writes, the toasts' host, the goals',
 * tasks' and prayers' screens and dialogs, the wizard's later steps). Scripts are preloaded as
 * modules (fetched and parsed, not run: the page runs each when it is first used, offline too) and
 * the stylesheets (CSS modules: their classes touch nothing else) applied, so warming costs the
 * page's main thread next to nothing: the links are added a few at a time in the browser's idle
 * periods (each link's fetch starts on the main thread; thirty at once made one task of 35 ms, a
 * long task on a phone), so a tap meanwhile is answered at once.
 */
const LIST = '/offline-first.json';

/** Adds the file's link; one that fails (offline meanwhile) is added again once back online. */
function preload(file: string): void {
  const link = document.createElement('link');
  link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = `/${file}`;
  link.onerror = () => {
    link.remove();
    addEventListener('online', () => preload(file), { once: true });
  };
  document.head.append(link);
}

/**
 * The files the page has not loaded or preloaded yet: not in one of its links or scripts, and not
 * fetched at all (a chunk the page imported is in no link; preloading it again compiled it again
 * at once, 10 ms and more of one task).
 */
export function notYetFetched(files: readonly string[]): string[] {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((l) => l.href);
  const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
  const have = new Set([...links, ...[...document.scripts].map((s) => s.src), ...fetched]);
  return files.filter((file) => !have.has(new URL(`/${file}`, location.href).href));
}

async function start(): Promise<void> {
  try {
    const files = (await (await fetch(LIST)).json()) as string[];
    eachWhenIdle(notYetFetched(files), preload);
  } catch {
    addEventListener('online', () => void start(), { once: true });
  }
}

type Idle = (run: (deadline: { timeRemaining(): number }) => void) => void;

const whenIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(() => run({ timeRemaining: () => 0 }), 50);
};

/** The most one idle period's work takes here: a phone 4 to 9 times slower still answers a tap. */
const SLICE_MS = 3;

/**
 * Calls `each` for every item, in idle periods: at least one item a period, then more while the
 * period has over 4 ms left and this slice has taken under SLICE_MS (an idle period can be 50 ms
 * long: spent whole, that is a long task on a slower phone, and the first taps wait behind it).
 * `idle` is the browser's requestIdleCallback and `now` the clock; a test passes its own.
 */
export function eachWhenIdle<T>(
  items: readonly T[],
  each: (item: T) => void,
  idle: Idle = whenIdle,
  now: () => number = () => performance.now(),
): void {
  let next = 0;
  const slice = (deadline: { timeRemaining(): number }) => {
    const start = now();
    do each(items[next++] as T);
    while (next < items.length && deadline.timeRemaining() > 4 && now() - start < SLICE_MS);
    if (next < items.length) idle(slice);
  };
  if (items.length) idle(slice);
}

let started = false;

/** Starts warming once per page, when it has loaded and the browser is next idle. */
export function warmForOffline(): void {
  if (started || !import.meta.env.PROD) return;
  started = true;
  const begin = () => whenIdle(() => void start());
  if (document.readyState === 'complete') begin();
  else addEventListener('load', begin, { once: true });
}
