import type postgres from 'postgres';
import type { Queryable } from './connect';

/**
 * These `keys` of `values` as columns (camelCase names as snake_case), for postgres.js's
 * `insert into t ${…}` and `update t set ${…}` helpers; its types want a concrete row, a repository
 * hands it its own.
 */
export function columnValues(db: Queryable, values: object, keys: readonly string[]) {
  return db(values as Record<string, postgres.SerializableParameter>, [...keys]);
}

/**
 * What an administrator's edit sets: every field of its form (`keys`), or only `isActive` when that
 * is all the edit carries (the list's on/off switch).
 */
export function editedColumns<F extends { isActive: boolean }>(
  db: Queryable,
  f: F | { isActive: boolean },
  keys: readonly (keyof F & string)[],
) {
  const wholeForm = Object.keys(f).some((k) => k !== 'isActive');
  return columnValues(db, f, wholeForm ? keys : ['isActive']);
}

/** Inserts these `keys` of `values` as a new row of `table`; answers its id. */
export async function insertRow(
  db: Queryable,
  table: string,
  values: object,
  keys: readonly string[],
): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    insert into ${db(table)} ${columnValues(db, values, keys)} returning id`;
  if (!row) throw new Error(`${table} insert returned no row`);
  return row.id;
}

/** Sets an administrator's edit (editedColumns) on the row `id` of `table`; false when there is none such. */
export async function updateEditedRow<F extends { isActive: boolean }>(
  db: Queryable,
  table: string,
  id: number,
  f: F | { isActive: boolean },
  keys: readonly (keyof F & string)[],
): Promise<boolean> {
  const rows = await db`update ${db(table)} set ${editedColumns(db, f, keys)} where id = ${id} returning id`;
  return rows.length > 0;
}
