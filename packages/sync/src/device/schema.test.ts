import { CIRCLE_SYNC_TABLES, CIRCLE_SYNCED_ENTITIES, SYNC_TABLES, SYNCED_ENTITIES } from '@reign/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ReignDb } from './database';
import { SYNCED_TABLES } from './types';

// The device's tables of synced rows are those the contract declares (synced-entities.ts), with
// the indexes it names: a declaration changed without a Dexie version, or a table left out, fails.

const normalize = (indexes: string) =>
  indexes
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

let db: ReignDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

describe('the device database and the contract', () => {
  it('has a table for every synced table, with the indexes its declaration names', async () => {
    db = new ReignDb(`schema-test-${Math.random().toString(36).slice(2)}`);
    await db.open();
    expect([...SYNCED_TABLES].sort()).toEqual([...SYNC_TABLES].sort());
    for (const name of SYNC_TABLES) {
      const table = db.tables.find((t) => t.name === name);
      expect(table, name).toBeDefined();
      const [primary, ...indexes] = normalize(SYNCED_ENTITIES[name].indexes);
      expect(table?.schema.primKey.src, `${name}: primary key`).toBe(primary);
      expect(table?.schema.indexes.map((i) => i.src).sort(), `${name}: indexes`).toEqual(indexes.sort());
    }
  });

  it("has a table for every circle table (issue 52), with its declaration's indexes", async () => {
    db = new ReignDb(`schema-test-${Math.random().toString(36).slice(2)}`);
    await db.open();
    for (const name of CIRCLE_SYNC_TABLES) {
      const table = db.tables.find((t) => t.name === name);
      const [primary, ...indexes] = normalize(CIRCLE_SYNCED_ENTITIES[name].indexes);
      expect(table?.schema.primKey.src, `${name}: primary key`).toBe(primary);
      expect(table?.schema.indexes.map((i) => i.src).sort(), `${name}: indexes`).toEqual(indexes.sort());
    }
  });
});
