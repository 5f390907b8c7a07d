import type { Change, ChecksumsResponse, PullResponse, pullQuery, SyncTable } from '@reign/contract';
import type { z } from 'zod';
import type { Queryable, Sql } from '../../db/connect';
import { lastSeqOf, noteClientReport, takeLostClients } from './client-repository';
import { changesAfter, changesAfterWithBound, changesAt, checksumsOf } from './sync-repository';

type Query = z.output<typeof pullQuery>;

/**
 * The last processed seq of the asking device, and what it reports: a device that says how many
 * changes wait on it has that kept (with its browser); the first pull of a browser that holds no
 * Reign data for the account (a new client, from the start) also hears of the person's other
 * devices whose changes never arrived, once (again to the same browser if it asks from the start
 * again soon: the answer that told it may never have arrived).
 */
async function noteDevice(sql: Sql, userId: number, query: Query, userAgent: string | undefined) {
  if (!query.clientId) return { lastAppliedSeq: 0 };
  if (query.waiting === undefined) return { lastAppliedSeq: await lastSeqOf(sql, userId, query.clientId) };
  const { isNew, lastSeq } = await noteClientReport(sql, userId, query.clientId, {
    waiting: query.waiting,
    waitingSince: query.waitingSince ?? null,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  if (query.cursor !== 0) return { lastAppliedSeq: lastSeq };
  // a client seen before asks from the start again: told again what its lost answer told it
  const lost = await takeLostClients(sql, userId, query.clientId, { again: !isNew });
  const lostChanges = lost.map((c) => ({
    waiting: c.waiting,
    since: c.waitingSince?.toISOString() ?? null,
    userAgent: c.userAgent,
  }));
  return { lastAppliedSeq: lastSeq, ...(lostChanges.length > 0 ? { lostChanges } : {}) };
}

/**
 * The user's rows changed after `cursor` (of one table when `table` is given: a device repairing
 * it), oldest first, at most about `limit` per page. A page never ends in the middle of one
 * version, so the next page's cursor cannot skip a row. `lastAppliedSeq` is read before the rows:
 * a mutation it counts is always in this page or an earlier one (a client re-applying one already
 * in the rows changes nothing).
 */
export async function pull(
  sql: Sql,
  userId: number,
  query: Query,
  userAgent?: string,
): Promise<PullResponse> {
  const device = await noteDevice(sql, userId, query, userAgent);
  // One snapshot for every table's read: read one by one, a write committed between two of them
  // could be missed while a later one was seen, and the cursor would pass it for good.
  return sql.begin('isolation level repeatable read read only', (tx) =>
    page(tx, userId, query, device),
  ) as Promise<PullResponse>;
}

async function page(
  db: Queryable,
  userId: number,
  query: Query,
  device: Awaited<ReturnType<typeof noteDevice>>,
): Promise<PullResponse> {
  const table: SyncTable | undefined = query.table;
  // one row more than the page: whether there is more, mostly without asking again
  const { changes: candidates, completeBelow } = await changesAfterWithBound(
    db,
    userId,
    query.cursor,
    query.limit + 1,
    table,
  );
  if (candidates.length <= query.limit) {
    const cursor = candidates[candidates.length - 1]?.version ?? query.cursor;
    return { changes: candidates, cursor, hasMore: false, ...device };
  }
  let changes: Change[] = candidates.slice(0, query.limit);
  const cursor = changes[changes.length - 1]?.version ?? query.cursor;
  // the rest of the page's last version: among the candidates when all of it was fetched
  const rest =
    cursor < completeBelow
      ? candidates.slice(query.limit).filter((c) => c.version === cursor)
      : await changesAt(db, userId, cursor, table);
  const seen = new Set(changes.map((c) => `${c.table}:${c.id}`));
  changes = [...changes, ...rest.filter((c) => !seen.has(`${c.table}:${c.id}`))];
  const more =
    candidates.some((c) => c.version > cursor) ||
    (completeBelow <= cursor && (await changesAfter(db, userId, cursor, 1, table)).length > 0);
  return { changes, cursor, hasMore: more, ...device };
}

/** Each table's checksum and the version they are of, read from one snapshot of the account. */
export function checksums(sql: Sql, userId: number): Promise<ChecksumsResponse> {
  return sql.begin('isolation level repeatable read read only', (tx) =>
    checksumsOf(tx, userId),
  ) as Promise<ChecksumsResponse>;
}
