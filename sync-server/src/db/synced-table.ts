import type postgres from 'postgres';
import type { Queryable } from './connect';
import { type EntityBase, type EntityColumns, type EntityRow, entityColumns } from './entity-columns';
import { columnValues } from './shared-statements';

export { type ColumnsOf, type EntityRow, entityColumns, valueColumns } from './entity-columns';

/** What every row of a user's synced table has: an owner, a tombstone time and a sync version. */
export interface SyncedRow {
  id: string;
  userId: number;
  deletedAt: Date | null;
  version: string;
}

/** What every entity written to such a table carries: its id and its own times. */
export interface SyncedEntity {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** The row as the domain's rules take it: the entity and whether it is a tombstone. */
export function storedFrom<R extends { deletedAt: Date | null }, T>(toEntity: (row: R) => T) {
  return (row: R): T & { deleted: boolean } => ({ ...toEntity(row), deleted: row.deletedAt !== null });
}

/**
 * The statements the synced tables of a user's data (goals, tasks, prayer requests, plans) share,
 * over one table: `columns` is what a read selects, `written` the entity's fields an update sets
 * (an insert sets them with the id, the owner and createdAt). Each repository keeps its own table
 * and its own special statements; these are the ones that differ only by the table.
 */
export function syncedTable<Row extends SyncedRow, E extends SyncedEntity = SyncedEntity>(
  table: string,
  columns: string,
  written: readonly (keyof E & string)[] = [],
  json: ReadonlySet<string> = new Set(),
) {
  /** The entity's values as postgres.js writes them: jsonb fields as JSON ([] for a list left out, null as null). */
  const values = (db: Queryable, entity: object) => {
    if (json.size === 0) return entity;
    const out: Record<string, unknown> = { ...entity };
    for (const key of json) out[key] = out[key] === null ? null : db.json((out[key] ?? []) as never);
    return out;
  };
  const selectWhere = (db: Queryable, where: postgres.Fragment) =>
    db<Row[]>`select ${db.unsafe(columns)} from ${db(table)} where ${where}`;
  const one = (row: Row | undefined, what: string): Row => {
    if (!row) throw new Error(`${table} ${what} returned no row`);
    return row;
  };

  return {
    /** The rows matching `where` (a fragment that may end with an order or a lock). */
    selectWhere,

    /** The user's live rows in `order` (created first unless told). */
    listLive: (db: Queryable, userId: number, order = 'created_at, id'): Promise<Row[]> =>
      selectWhere(db, db`user_id = ${userId} and deleted_at is null order by ${db.unsafe(order)}`),

    /** How many live rows the user has (the account limits count these). */
    async countLive(db: Queryable, userId: number): Promise<number> {
      const [row] = await db<{ count: number }[]>`
        select count(*)::int as count from ${db(table)} where user_id = ${userId} and deleted_at is null`;
      return row?.count ?? 0;
    },

    /** How many of these ids are not rows of the table yet (whoever's): what an import would add. */
    async countNewIds(db: Queryable, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db<{ count: number }[]>`
        select count(*)::int as count from unnest(${ids as string[]}::uuid[]) as given(id)
        where not exists (select 1 from ${db(table)} t where t.id = given.id)`;
      return row?.count ?? 0;
    },

    /**
     * A page of the user's live rows, oldest created first: at most `limit + 1` (the extra one says
     * there is more) after the key `after` ([created_at in microseconds since 1970, id]). Each row
     * comes with its key's time as `pageAt`, exact to the microsecond.
     */
    listLivePage: (db: Queryable, userId: number, limit: number, after?: readonly string[]) =>
      db<(Row & { pageAt: string })[]>`
        select ${db.unsafe(columns)},
          (extract(epoch from created_at) * 1000000)::bigint::text as page_at
        from ${db(table)}
        where user_id = ${userId} and deleted_at is null
          ${after ? db`and (created_at, id) > (timestamptz 'epoch' + ${after[0] as string}::bigint * interval '1 microsecond', ${after[1] as string}::uuid)` : db``}
        order by created_at, id
        limit ${limit + 1}`,

    /** The row with this id whatever its owner (callers compare userId), locked when `forUpdate`. */
    async find(db: Queryable, id: string, forUpdate = false): Promise<Row | undefined> {
      const [row] = await selectWhere(db, db`id = ${id} ${forUpdate ? db`for update` : db``}`);
      return row;
    },

    /** Inserts an entity a domain rule made, owned by `userId`, at `version`. */
    async insert(db: Queryable, userId: number, entity: E, version: number): Promise<Row> {
      const keys = ['id', 'userId', ...written, 'createdAt', 'version'];
      const [row] = await db<Row[]>`
        insert into ${db(table)} ${columnValues(db, { ...values(db, entity), userId, version }, keys)}
        returning ${db.unsafe(columns)}`;
      return one(row, 'insert');
    },

    /** Writes the entity's fields as given (a row the domain's rules made) and its version. */
    async write(db: Queryable, entity: E, version: number): Promise<Row> {
      const [row] = await db<Row[]>`
        update ${db(table)} set ${columnValues(db, { ...values(db, entity), version }, [...written, 'version'])}
        where id = ${entity.id}
        returning ${db.unsafe(columns)}`;
      return one(row, 'update');
    },

    /**
     * Inserts many entities the domain's rules made, in one statement (an account import); an entity
     * whose id, or another unique key of the table, is taken is left out. Answers the ids inserted.
     */
    async insertMany(db: Queryable, userId: number, entities: readonly E[], version: number) {
      if (entities.length === 0) return new Set<string>();
      const keys = ['id', 'userId', ...written, 'createdAt', 'version'];
      const rows = entities.map((e) => ({ ...values(db, e), userId, version }));
      const inserted = await db<{ id: string }[]>`
        insert into ${db(table)} ${db(rows as never, keys)} on conflict do nothing returning id`;
      return new Set(inserted.map((r) => r.id));
    },

    /** Writes tombstones the domain made: each deleted at its updatedAt. */
    async writeTombstones(db: Queryable, entities: readonly E[], version: number): Promise<void> {
      for (const e of entities) {
        await db`
          update ${db(table)} set deleted_at = ${e.updatedAt}, updated_at = ${e.updatedAt}, version = ${version}
          where id = ${e.id}`;
      }
    },
  };
}

/**
 * A synced entity's table from its declared columns (entity-columns.ts): the shared statements,
 * the row mapping, and the row as the domain's rules take it (with its tombstone flag).
 */
export function entityTable<E extends EntityBase>(table: string, columns: EntityColumns<E>) {
  const statements = syncedTable<EntityRow, E>(table, columns.select, columns.written, columns.json);
  return {
    ...statements,
    table,
    columns: columns.select,
    toEntity: columns.toEntity,
    toStored: storedFrom(columns.toEntity),
  };
}

/** `entityTable` of a declaration of columns. */
export const declaredTable = <E extends EntityBase>(
  table: string,
  columns: Parameters<typeof entityColumns<E>>[0],
) => entityTable(table, entityColumns<E>(columns));
