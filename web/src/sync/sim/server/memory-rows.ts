import { type CodedMessage, type ErrorCode, englishOf, type SyncTable } from '@reign/contract';
import { type Contest, conflictAfterContest, type Stored, type StoredConflict } from '@reign/domain';
import type { MemoryStore, StoredRow } from './memory-store';

/**
 * What the in-memory server's handlers share (memory-handlers.ts): the write's context, its
 * refusals (the 4xx a service of the real server throws), and the row reads and writes of
 * `user-data` and `synced-table.ts`, over the memory store.
 */

/** One write, as the real server's `WriteContext`: the account's membership, its version and clock. */
export interface WriteContext {
  store: MemoryStore;
  isPaidMember: boolean;
  version: number;
  /** the server's clock (ISO) */
  at: string;
  /** the mutation's id: the id of a conflict it leaves */
  writeId: string;
}

/** A service's 4xx: a permanent rejection of the mutation, with the code the REST route answers. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string | CodedMessage,
    readonly code: ErrorCode,
  ) {
    super(typeof message === 'string' ? message : englishOf(message));
  }
}

export const badRequest = (message: string | CodedMessage, code: ErrorCode = 'invalid_request') =>
  new Refusal(400, message, code);
export const forbidden = (message: string, code: ErrorCode) => new Refusal(403, message, code);
export const notFound = (message: string) => new Refusal(404, message, 'not_found');

/** The row under `id` (any state), or undefined. */
export function find<T>(ctx: WriteContext, table: SyncTable, id: string): Stored<T> | undefined {
  return ctx.store.get(table, id)?.row as Stored<T> | undefined;
}

/** Every row of a table (tombstones too), oldest first. */
export function rows<T>(ctx: WriteContext, table: SyncTable): Stored<T>[] {
  return ctx.store.all(table).map((r: StoredRow) => r.row as Stored<T>);
}

/** The live rows of a table, oldest first. */
export const liveRows = <T>(ctx: WriteContext, table: SyncTable): Stored<T>[] =>
  rows<T>(ctx, table).filter((r) => !r.deleted);

/** Writes a row the domain's rules made (an insert, an update or a tombstone) at the write's version. */
export function write(ctx: WriteContext, table: SyncTable, row: { id: string; deleted: boolean }): void {
  ctx.store.put(table, row.id, row as StoredRow['row'], ctx.version);
}

/** The row a create finds under its id: a deleted one is 404; a live one means the create is a retry. */
export function sameIdRow<T>(
  existing: Stored<T> | undefined,
  notFoundMessage: string,
): Stored<T> | undefined {
  if (existing?.deleted) throw notFound(notFoundMessage);
  return existing;
}

/** The row an update or delete is about; 404 when there is none. */
export function ownRow<T>(
  ctx: WriteContext,
  table: SyncTable,
  id: string,
  notFoundMessage: string,
): Stored<T> {
  const row = find<T>(ctx, table, id);
  if (!row) throw notFound(notFoundMessage);
  return row;
}

/**
 * Keeps a contested version as a conflict of its row (the real `keepContested`): a new one under
 * the write's id, or the live one it continues.
 */
export function keepContested(ctx: WriteContext, contest: Omit<Contest, 'id'>): void {
  const existing = rows<StoredConflict>(ctx, 'conflicts').filter(
    (c) => c.entity === contest.entity && c.rowId === contest.rowId,
  );
  write(ctx, 'conflicts', conflictAfterContest(existing, { ...contest, id: ctx.writeId }, ctx.at));
}
