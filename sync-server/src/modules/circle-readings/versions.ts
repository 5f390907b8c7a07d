import type { Queryable } from '../../db/connect';

/** Which versions of a circle's rows a read wants: after a cursor (a page), exactly one, or one row by id. */
export type Versions = { after: number; limit: number } | { at: number } | { id: string };

/**
 * The filter and order of a circle pull's read of one table, aliased `r` in the query: a page after
 * a cursor (oldest version first), one version's rows, or one row by id.
 */
export function whichRows(db: Queryable, which: Versions) {
  if ('id' in which) return db`r.id = ${which.id}`;
  if ('at' in which) return db`r.version = ${which.at}`;
  return db`r.version > ${which.after} order by r.version, r.id limit ${which.limit}`;
}

/** A row as a tombstone, or as the member sees it. */
export function changeOf<T extends string, R>(
  table: T,
  r: { id: string; version: string | number; deletedAt: Date | null },
  row: () => R,
) {
  const change = { table, id: r.id, version: Number(r.version) };
  return r.deletedAt
    ? { ...change, deleted: true as const, row: null }
    : { ...change, deleted: false as const, row: row() };
}
