/// <reference lib="webworker" />

import { TIME_ZONE_COOKIE } from '@reign/contract/time-zone-cookie';
import { personToday } from '@reign/domain';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { matchPrecache } from 'workbox-precaching';
import { serverNow } from '../api/server-clock';
import { DAY_PAGE_CACHE, DAY_PAGE_DATE_HEADER } from './worker-constants';

const KEY = '/';

/** A server-rendered document of `/` (it names its date); a plain shell never is. */
function isDayPage(response: Response): boolean {
  return response.ok && response.headers.has(DAY_PAGE_DATE_HEADER);
}

async function keep(response: Response): Promise<void> {
  if (isDayPage(response)) await (await caches.open(DAY_PAGE_CACHE)).put(KEY, response);
}

/**
 * The person's today as the server renders `/` for them: in the zone of their `reign-zone` cookie
 * (read through the Cookie Store, where the browser has one), else America/Chicago's. The worker
 * has no localStorage: without the cookie a member in a far zone got yesterday's kept page.
 */
export async function renderedToday(
  cookieStore: { get(name: string): Promise<{ value?: string } | null | undefined> } | undefined = (
    globalThis as { cookieStore?: { get(name: string): Promise<{ value?: string } | null | undefined> } }
  ).cookieStore,
): Promise<string> {
  try {
    const value = (await cookieStore?.get(TIME_ZONE_COOKIE))?.value;
    return personToday(serverNow(), value ? decodeURIComponent(value) : null);
  } catch {
    return personToday(serverNow(), null); // no cookie store, or a zone this runtime does not know
  }
}

/**
 * Navigations to `/` (no query): the day's server-rendered document, so an offline start paints
 * today's verse from the first bytes as online. Today's kept copy is answered at once and
 * refreshed in the background (an admin's change shows on the next start); another day's copy is
 * never shown: the network's, else the precached app shell (which renders in the browser).
 * A new version of the app drops the kept copy (its scripts are the old version's).
 */
export async function dayPageHandler({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const cache = await caches.open(DAY_PAGE_CACHE);
  const kept = await cache.match(KEY);
  const fresh = fetch(request).then(async (response) => {
    await keep(response.clone());
    return response;
  });
  if (kept && kept.headers.get(DAY_PAGE_DATE_HEADER) === (await renderedToday())) {
    (event as ExtendableEvent | undefined)?.waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  try {
    return await fresh;
  } catch {
    const shell = await matchPrecache('index.html');
    if (shell) return shell;
    throw new Error('offline, and no copy of the page');
  }
}

/** On activation of a new version: the kept document belongs to the old one. */
export function dropDayPage(): Promise<boolean> {
  return caches.delete(DAY_PAGE_CACHE);
}
