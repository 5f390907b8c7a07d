/**
 * What a signed-in person's first offline edit needs, loaded while the page is idle: on a new
 * browser the service worker takes a while to precache the app, and until it has, a part the page
 * never loaded cannot load offline. The build lists those files (`/offline-first.json`, from
 * `OFFLINE_FIRST_MODULES` in build/offline-first.ts: the writes, the toasts' host, the goals',
 * tasks' and prayers' screens and dialogs, the wizard's later steps). Scripts are preloaded as
 * modules (fetched and parsed, not run: the page runs each when it is first used, offline too) and
 * the stylesheets (CSS modules: their classes touch nothing else) applied, so warming costs the
 * page's main thread next to nothing.
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

async function start(): Promise<void> {
  try {
    const files = (await (await fetch(LIST)).json()) as string[];
    // what the page has already loaded or preloaded (absolute addresses)
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((l) => l.href);
    const have = new Set([...links, ...[...document.scripts].map((s) => s.src)]);
    for (const file of files) if (!have.has(new URL(`/${file}`, location.href).href)) preload(file);
  } catch {
    addEventListener('online', () => void start(), { once: true });
  }
}

let started = false;

/** Starts warming once per page, when it has loaded and the browser is next idle. */
export function warmForOffline(): void {
  if (started || !import.meta.env.PROD) return;
  started = true;
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void start(), { timeout: 2000 });
    else setTimeout(() => void start(), 50);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
