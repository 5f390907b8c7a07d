import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../src/limits';
import { pageQuery } from '../src/page-query';
import { type RouteName, routes } from '../src/routes';
import { SYNC_TABLES, SYNCED_ENTITIES, type SyncTable } from '../src/synced-entities';

// Each synced entity's declaration names its limits and how its list is read (synced-entities.ts);
// the compiler checks the names, these check what the routes really answer.

/** The route that answers the whole account (bounded by ACCOUNT_LIMITS, complete by design). */
const WHOLE_ACCOUNT: RouteName = 'exportAccountData';

interface Def {
  type: string;
  element?: { _zod: { def: Def } };
  shape?: Record<string, { _zod: { def: Def } }>;
  innerType?: { _zod: { def: Def } };
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The synced tables whose rows a schema answers in an array, however deep. */
function rowListsIn(schema: unknown): SyncTable[] {
  const def = defOf(schema);
  if (def.type === 'array' && def.element) {
    const table = SYNC_TABLES.find((t) => SYNCED_ENTITIES[t].row === def.element);
    return table ? [table] : rowListsIn(def.element);
  }
  if (def.type === 'object' && def.shape) return Object.values(def.shape).flatMap(rowListsIn);
  if (def.innerType) return rowListsIn(def.innerType);
  return [];
}

const declaredRoute = (table: SyncTable): string | null => {
  const list = SYNCED_ENTITIES[table].list as unknown;
  if (typeof list !== 'object' || list === null) return null;
  return 'paged' in list ? String(list.paged) : 'bounded' in list ? String(list.bounded) : null;
};

describe('the bounds of each synced entity', () => {
  it('a read answering a list of synced rows is the one the entity declares, paged when declared so', () => {
    const found: string[] = [];
    for (const [name, route] of Object.entries(routes)) {
      // a write answers what it wrote, bounded by its own body
      if (name === WHOLE_ACCOUNT || route.method !== 'GET') continue;
      for (const table of rowListsIn(route.response)) {
        found.push(name);
        expect(declaredRoute(table), `${name} answers ${table}`).toBe(name);
      }
    }
    expect(found).toEqual(expect.arrayContaining(['listGoals', 'listReadingPlans', 'readingPlanProgress']));
    for (const table of SYNC_TABLES) {
      const list = SYNCED_ENTITIES[table].list as unknown;
      if (typeof list === 'object' && list !== null && 'paged' in list) {
        const route = routes[list.paged as RouteName] as { query?: unknown };
        expect(route.query, `${table}: ${String(list.paged)}`).toBe(pageQuery);
      }
    }
  });

  it('every limit of ACCOUNT_LIMITS is named by a declaration, and a per-row limit by the entity it counts', () => {
    const named = SYNC_TABLES.flatMap((t) => {
      const limit = SYNCED_ENTITIES[t].limit as unknown;
      if (typeof limit !== 'object' || limit === null) return [];
      return Object.entries(limit)
        .filter(([key]) => key !== 'of')
        .map(([, kind]) => kind);
    });
    expect(new Set(named)).toEqual(new Set(Object.keys(ACCOUNT_LIMITS)));
    for (const t of SYNC_TABLES) {
      const limit = SYNCED_ENTITIES[t].limit as { of?: string };
      if (limit.of) expect(SYNC_TABLES, t).toContain(limit.of);
    }
  });
});
