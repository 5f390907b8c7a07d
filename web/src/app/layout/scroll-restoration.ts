import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from '../../ui/keep-scroll';

const STORAGE_KEY = 'reign:scroll-positions';

/**
 * The key a page's scroll position is kept under. A page opened by its address (a link from outside,
 * a typed address, a reload of one) has the history key 'default', the same for every such page of
 * the tab: keyed by it, a deep link such as `/bible/psalms/119#105` was scrolled back to where the
 * tab's first page had been left, after the reader had scrolled to the verse. Such pages are kept
 * under their address instead; pages reached inside the app keep their own history key.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;
}

type Positions = Record<string, number>;

function readSaved(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

/** The positions kept in `ref`, read from sessionStorage the first time. */
function keptIn(ref: RefObject<Positions | null>): Positions {
  if (ref.current === null) ref.current = readSaved();
  return ref.current;
}

/** Scrolls to the element the hash names; false when there is none. */
function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView();
    return element !== null;
  } catch {
    return false; // not a decodable id
  }
}

/** What a reader does to scroll: a restore still waiting for the page's content gives way to it. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a restore waits for the page to grow tall enough (its content loading). */
const RESTORE_WAIT_MS = 2000;

/**
 * Scrolls to `y`, and again on each frame while the page is too short for it (a page that reads its
 * content from the device or the server after it is drawn), until it is reached, RESTORE_WAIT_MS
 * passes or the reader scrolls. Returns a cancel.
 */
function restoreTo(y: number): () => void {
  const deadline = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() > deadline) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * Scroll positions as a reader expects them across the app's pages (what the data router's
 * ScrollRestoration did): back and forward return to where each page was left, also after a reload
 * (kept in sessionStorage); a link to `#id` scrolls to that element; any other new page starts at
 * the top, unless it was reached with KEEP_SCROLL. Positions are recorded as the page scrolls, so
 * the one of the page being left is known when the next one is drawn.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const currentKey = useRef(scrollKey(location));

  useEffect(() => {
    const saved = keptIn(positions);
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        saved[currentKey.current] = window.scrollY;
      });
    };
    const persist = () => {
      saved[currentKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // storage full or blocked: positions are kept for this page's life only
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = keptIn(positions);
    const key = scrollKey(location);
    const first = currentKey.current === key;
    currentKey.current = key;
    const position = saved[key];
    if (action === 'POP' && typeof position === 'number') return restoreTo(position);
    if (scrollToHash(location.hash)) return;
    // the first page of a visit starts where the browser put it; a change of address keeps the
    // position only when asked to
    if (!first && !keepsScroll(location)) window.scrollTo(0, 0);
    return undefined;
  }, [location, action]);
}
