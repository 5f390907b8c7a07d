import { SYNCED_ENTITIES, type SyncTable } from '@reign/contract';
import { hashOf } from '@reign/domain';

/**
 * The checksum of an account's table (docs/sync-protocol.md, 'Repair'): the sum, modulo 2^32, of
 * a hash of each live row the server has, as a device stores it (the row read with its contract
 * schema, so defaults are filled in as on the device) with its version. A sum, so the order of the
 * rows does not matter and the server and a device that hold the same rows agree whatever way they
 * read them; any missing, extra, stale or altered row changes it (but for a 1 in 4 billion chance).
 */

/** A live row as both sides hash it: without its sync fields (and the profile without its id). */
function content(table: SyncTable, row: Record<string, unknown>): Record<string, unknown> {
  const { version: _v, deleted: _d, ...rest } = row;
  if (table === 'profile') delete rest.id;
  return rest;
}

/** One row's part of its table's checksum. */
export function rowChecksum(table: SyncTable, row: Record<string, unknown>, version: number): number {
  const read = SYNCED_ENTITIES[table].row.safeParse(content(table, row));
  return hashOf([version, read.success ? content(table, read.data as Record<string, unknown>) : row]);
}

/** A table's checksum from its rows' parts. */
export function sumChecksums(parts: Iterable<number>): number {
  let sum = 0;
  for (const part of parts) sum = (sum + part) >>> 0;
  return sum;
}
