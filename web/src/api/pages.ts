import { NEXT_CURSOR_HEADER, PAGE_SIZE } from '@reign/contract/limits';
import type { RouteSpec } from '@reign/contract/route-spec';
import { type ApiAnswer, type ApiTransport, callApiAnswer } from './client';

/** The most pages one read follows: the account limits keep a whole list far below this. */
const MAX_PAGES = 1_000;

/** A paged list route (limits.ts): its query is a cursor and a limit, its answer an array. */
type PagedRoute = RouteSpec & { query: object };

export interface PagesOptions {
  /** the route's path params, when it has any */
  params?: object;
  /** the route's query besides the cursor and the limit */
  query?: object;
  signal?: AbortSignal;
  transport?: ApiTransport;
}

/**
 * The whole of a paged list, for a screen that shows it whole (the archive, the giveaway entries):
 * pages of PAGE_SIZE.max rows, each asked with the cursor the previous page's answer gave in
 * NEXT_CURSOR_HEADER, until a page gives none. A failed page fails the read (no half list is kept).
 */
export async function callAllPages<R extends PagedRoute>(
  route: R,
  options: PagesOptions = {},
): Promise<ApiAnswer<R>> {
  const items: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = { ...options.query, limit: PAGE_SIZE.max, ...(cursor ? { cursor } : {}) };
    const call = callApiAnswer as (r: RouteSpec, o: object) => ReturnType<typeof callApiAnswer>;
    const { value, headers } = await call(route, { ...options, query });
    items.push(...(value as unknown[]));
    cursor = headers.get(NEXT_CURSOR_HEADER) ?? undefined;
    if (!cursor) break;
  }
  return items as ApiAnswer<R>;
}
