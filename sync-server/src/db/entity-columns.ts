import { iso, isoRequired } from '../lib/dates';

/**
 * How a synced entity's fields are stored, declared against the contract's row type
 * (`packages/contract/src/synced-entities.ts`): every field of the row must name its column's kind,
 * so a field added to the row without a column does not compile. From the declaration come the
 * select list, the row mapping and the columns a write sets (synced-table.ts). Column names are
 * the fields' names in snake_case.
 *
 * - `value`: text, numbers, booleans, enums and ids, as they are;
 * - `date`: a `date` column, read as YYYY-MM-DD text;
 * - `timestamp`: a `timestamptz` column, read as an ISO string (null stays null);
 * - `json`: a `jsonb` column;
 * - `list`: a `jsonb` array column whose field is left out of the row when empty (`[]` stored).
 */
export type ColumnKind = 'value' | 'date' | 'timestamp' | 'json' | 'list';

/** What every synced entity has besides its fields: its id and its own times. */
export interface EntityBase {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** The fields of an entity that have columns of their own (all but id and times). */
export type FieldOf<E> = Exclude<keyof E & string, keyof EntityBase>;
/** Every field's column kind, none left out. */
export type ColumnsOf<E> = { [K in FieldOf<E>]-?: ColumnKind };

/** A database row of a synced entity's table as postgres.js answers it (columns in camelCase). */
export type EntityRow = {
  id: string;
  userId: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  version: string;
} & Record<string, unknown>;

export interface EntityColumns<E extends EntityBase> {
  /** the select list: id, owner, every field, times, tombstone and version */
  select: string;
  /** the row as the API answers it */
  toEntity(row: EntityRow): E;
  /** the fields a write sets (with updatedAt), and those stored as jsonb */
  written: readonly (keyof E & string)[];
  json: ReadonlySet<string>;
}

/** Fields stored as they are (`value` columns), declared together. */
export function valueColumns<const K extends string>(...names: K[]): Record<K, 'value'> {
  return Object.fromEntries(names.map((n) => [n, 'value'])) as Record<K, 'value'>;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function entityColumns<E extends EntityBase>(columns: ColumnsOf<E>): EntityColumns<E> {
  const fields = Object.keys(columns) as FieldOf<E>[];
  const kind = (f: FieldOf<E>) => columns[f];
  const selected = fields.map((f) => (kind(f) === 'date' ? `${snake(f)}::text as ${snake(f)}` : snake(f)));
  return {
    select: ['id', 'user_id', ...selected, 'created_at', 'updated_at', 'deleted_at', 'version'].join(', '),
    toEntity(row) {
      const entity: Record<string, unknown> = {
        id: row.id,
        createdAt: isoRequired(row.createdAt),
        updatedAt: isoRequired(row.updatedAt),
      };
      for (const f of fields) {
        const value = row[f];
        if (kind(f) === 'timestamp') entity[f] = iso(value as Date | null);
        else if (kind(f) === 'list') {
          if (Array.isArray(value) && value.length > 0) entity[f] = value;
        } else entity[f] = value;
      }
      return entity as E;
    },
    written: [...fields, 'updatedAt'],
    json: new Set(fields.filter((f) => kind(f) === 'json' || kind(f) === 'list')),
  };
}
