import * as z from 'zod/mini';

/** One changed row of a table: the whole row when live, a tombstone (row null) when deleted. */
export type TableChange<T extends string, R> = {
  table: T;
  id: string;
  version: number;
  deleted: boolean;
  row: R | null;
};

/**
 * The schema of a change of any table of these declarations (synced-entities.ts, and a circle's
 * circle-synced-entities.ts): one object per table, told apart by `table`, its row read with the
 * declaration's row schema.
 */
/* @__NO_SIDE_EFFECTS__ */
export function changeSchemaOf<C>(entities: Record<string, { row: z.ZodMiniType }>): z.ZodMiniType<C> {
  const changeOf = (table: string) =>
    z.object({
      table: z.literal(table),
      id: z.string(),
      version: z.int(),
      deleted: z.boolean(),
      row: z.nullable((entities[table] as { row: z.ZodMiniType }).row),
    });
  const tables = Object.keys(entities).map(changeOf);
  return z.discriminatedUnion(
    'table',
    tables as unknown as [ReturnType<typeof changeOf>],
  ) as unknown as z.ZodMiniType<C>;
}
