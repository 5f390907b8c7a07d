// The statements and SQL pieces repositories share, each over a table the repository names: SQL
// stays the repositories' (one per table); these only spare each the same lines.
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

/**
 * Sets an administrator's edit (editedColumns) on the row of `table` that `where` picks; answers
 * it as `returning` selects (its id unless told), or none when there is no such row.
 */
export async function updateEditedRow<R extends object, F extends { isActive: boolean }>(
  db: Queryable,
  table: string,
  where: postgres.Fragment,
  edit: { f: F | { isActive: boolean }; keys: readonly (keyof F & string)[] },
  returning = 'id',
): Promise<R | undefined> {
  const [row] = await db<R[]>`
    update ${db(table)} set ${editedColumns(db, edit.f, edit.keys)} where ${where} returning ${db.unsafe(returning)}`;
  return row;
}

/** How many rows of `table` the user has. */
export async function countUserRows(db: Queryable, table: string, userId: number): Promise<number> {
  const [row] = await db<
    { n: number }[]
  >`select count(*)::int as n from ${db(table)} where user_id = ${userId}`;
  return row?.n ?? 0;
}
