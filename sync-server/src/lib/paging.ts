import { NEXT_CURSOR_HEADER } from '@reign/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/connect';
import { badRequest } from './http-error';

/**
 * Keyset paging of the lists (issue 40): a page is the rows after the previous page's last key in a
 * stable order that ends with a unique column. The cursor is that key, opaque to the client
 * (base64url of a JSON array of strings). A cursor that does not decode, or whose parts do not look
 * like the list's key, is a 400, never a query that fails.
 */

/** One part of a list's key, as a cursor carries it. */
export const KEY_PART = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /** an integer, e.g. a serial id or a time in microseconds since 1970 */
  integer: /^-?\d{1,18}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
} as const;

/** The key after which the page starts: none for the first page; 400 for a cursor not of this list. */
export function readCursor(cursor: string | undefined, parts: readonly RegExp[]): string[] | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest({ code: 'page.cursor' });
  }
  const valid =
    Array.isArray(key) &&
    key.length === parts.length &&
    key.every((part, i) => typeof part === 'string' && (parts[i] as RegExp).test(part));
  if (!valid) throw badRequest({ code: 'page.cursor' });
  return key as string[];
}

export const makeCursor = (key: readonly string[]): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

export interface Page<T> {
  items: T[];
  /** the cursor of the next page; null on the last */
  next: string | null;
}

/** A page from `limit + 1` rows fetched in order: the extra row only says there is more. */
export function pageOf<R, T>(
  rows: readonly R[],
  limit: number,
  keyOf: (row: R) => readonly string[],
  toItem: (row: R) => T,
): Page<T> {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  const next = rows.length > limit && last !== undefined ? makeCursor(keyOf(last)) : null;
  return { items: shown.map(toItem), next };
}

/**
 * Answers a page whose body is the array the spec fixes: the next cursor goes in NEXT_CURSOR_HEADER
 * and a `Link: <url>; rel="next"` (the same path and query with the new cursor).
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  if (page.next !== null) {
    const url = new URL(request.url, 'http://x');
    url.searchParams.set('cursor', page.next);
    reply.header(NEXT_CURSOR_HEADER, page.next);
    reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.items;
}

/** Answers `limit + 1` rows fetched in order as they are, paged by `keyOf` (pageOf, then sendPage). */
export function sendRows<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: readonly R[],
  limit: number,
  keyOf: (row: R) => readonly string[],
): R[] {
  return sendPage(
    request,
    reply,
    pageOf(rows, limit, keyOf, (r) => r),
  );
}

/** The key of a synced table's live rows: [created_at in microseconds, id] (synced-table.ts). */
export const SYNCED_ROW_KEY = [KEY_PART.integer, KEY_PART.uuid] as const;

/** A synced table as its paged list reads it. */
interface PagedTable<R extends { id: string }, T> {
  listLivePage(
    db: Queryable,
    userId: number,
    limit: number,
    after?: readonly string[],
  ): Promise<(R & { pageAt: string })[]>;
  toEntity(row: R): T;
}

/** A page of the user's live rows of a synced table, oldest created first. */
export async function livePage<R extends { id: string }, T>(
  table: PagedTable<R, T>,
  db: Queryable,
  userId: number,
  query: { cursor?: string | undefined; limit: number },
): Promise<Page<T>> {
  const after = readCursor(query.cursor, SYNCED_ROW_KEY);
  const rows = await table.listLivePage(db, userId, query.limit, after);
  return pageOf(
    rows,
    query.limit,
    (r) => [r.pageAt, r.id],
    (r) => table.toEntity(r),
  );
}

/** All the user's live rows of a synced table as entities, oldest created first (the account export). */
export async function allLive<R, T>(
  table: { listLive(db: Queryable, userId: number): Promise<R[]>; toEntity(row: R): T },
  db: Queryable,
  userId: number,
): Promise<T[]> {
  return (await table.listLive(db, userId)).map((row) => table.toEntity(row));
}
