import { SYNC_TABLES, SYNCED_ENTITIES, type SyncTable } from '@reign/contract';
import { hashOf } from '@reign/domain';
import type { Table } from 'dexie';
import { type ReignDb, syncedTablesOf } from '../device/database';
import { getMeta } from '../device/meta';

/**
 * A row stored before a field existed (pulled by an older build) is read with the field's default
 * (docs/architecture.md, 'Adding a field'): once per build whose rows have other fields, every
 * stored row is read with its contract schema and given the values it lacked (null, or the
 * field's default). Nothing to declare per field: the schema says it.
 */

type Stored = Record<string, unknown> & { id: string; version: number; deleted: boolean };

/** The fields of every synced row this build knows, as a number: it changes when a field comes. */
export const ROW_FIELDS = hashOf(
  SYNC_TABLES.map((t) => [t, Object.keys((SYNCED_ENTITIES[t].row as unknown as { shape: object }).shape)]),
);

type Schema = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/**
 * The values a row lacks: each missing field's default, or null where the field may be null (the
 * value a row had for it before it existed); null when the row still cannot be read.
 */
function withDefaults(table: SyncTable, row: Stored): Record<string, unknown> | null {
  const { version: _v, deleted: _d, ...content } = row;
  const schema = SYNCED_ENTITIES[table].row as unknown as Schema & { shape: Record<string, Schema> };
  for (const [key, field] of Object.entries(schema.shape))
    if (content[key] === undefined && !field.safeParse(undefined).success && field.safeParse(null).success)
      content[key] = null;
  const read = schema.safeParse(content);
  if (!read.success) return null;
  const added: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(read.data ?? {}))
    if (row[key] === undefined && value !== undefined) added[key] = value;
  return added;
}

/** Fills in the fields rows lack, when this build's fields differ from those the rows were last read with. */
export async function fillRowDefaults(db: ReignDb): Promise<number> {
  if ((await getMeta<number | null>(db, 'rowFields', null)) === ROW_FIELDS) return 0;
  let filled = 0;
  const tables = syncedTablesOf(db);
  await db.transaction('rw', [...tables.map((t) => db[t] as Table), db.meta], async () => {
    for (const table of tables) {
      await (db[table] as unknown as Table<Stored, string>).toCollection().modify((row) => {
        if (row.deleted) return;
        const added = withDefaults(table, row);
        if (!added || Object.keys(added).length === 0) return;
        Object.assign(row, added);
        filled += 1;
      });
    }
    await db.meta.put({ key: 'rowFields', value: ROW_FIELDS });
  });
  return filled;
}
