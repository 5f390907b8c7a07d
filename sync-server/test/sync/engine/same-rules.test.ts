// One table of writes, each run through the real server (sync push: the services REST calls too)
// and through this device's local apply over a real Dexie database: after every step both sides
// must hold the same rows. The rules live once, in @reign/domain; this proves both halves use them.
import { goalMessages, type PullResponse, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { mayCreateGoal, uuidv7, verseMarkId, verseRangeProblem } from '@reign/domain';
import { applyLocal, completionIdsFor, ReignDb, syncTables } from '@reign/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, apiGet, newAccount, rawPush } from './harness';
import { cases, type Ids, type Snapshot } from './same-rules-cases';

/** Drops what legitimately differs (versions, server vs device clocks) and marks tombstones. */
function normalized(table: string, r: Record<string, unknown> | null, deleted: boolean) {
  if (deleted || !r) return 'deleted' as const;
  const { version: _v, deleted: _d, createdAt: _c, updatedAt: _u, id: _i, ...rest } = r;
  return table === 'profile' ? rest : { id: r.id, ...rest };
}

/**
 * Each completedAt becomes the step that first showed it ('step N'): both sides keep the first time
 * or set a new one at the same steps, though their clocks differ.
 */
function tokenize(rows: Snapshot, firstSeen: Map<string, number>, step: number): Snapshot {
  const out: Snapshot = {};
  for (const [key, value] of Object.entries(rows)) {
    if (value === 'deleted' || typeof value.completedAt !== 'string') {
      out[key] = value;
      continue;
    }
    if (!firstSeen.has(value.completedAt)) firstSeen.set(value.completedAt, step);
    out[key] = { ...value, completedAt: `step ${firstSeen.get(value.completedAt)}` };
  }
  return out;
}

const sorted = (rows: Snapshot): Snapshot =>
  Object.fromEntries(Object.entries(rows).sort(([a], [b]) => a.localeCompare(b)));

async function serverRows(account: Account): Promise<Snapshot> {
  const page = await apiGet<PullResponse>(account, '/api/sync/pull?cursor=0&limit=1000');
  expect(page.hasMore).toBe(false);
  const rows: Snapshot = {};
  for (const c of page.changes) rows[`${c.table}:${c.id}`] = normalized(c.table, c.row, c.deleted);
  return sorted(rows);
}

async function deviceRows(db: ReignDb): Promise<Snapshot> {
  const rows: Snapshot = {};
  const tables = [
    'goals',
    'tasks',
    'entries',
    'dailyActions',
    'profile',
    'prayers',
    'readingPlans',
    'readingProgress',
    'highlights',
    'notes',
    'bookmarks',
  ] as const;
  for (const table of tables) {
    for (const r of await db[table].toArray()) {
      rows[`${table}:${r.id}`] = normalized(table, r as unknown as Record<string, unknown>, r.deleted);
    }
  }
  return sorted(rows);
}

const databases: ReignDb[] = [];
afterAll(() => {
  for (const db of databases) db.close();
});

describe('the server and the local apply follow the same rules', () => {
  it.each(cases)('$name', async ({ steps: stepsOf, expect: expectRows }) => {
    const account = await newAccount('same');
    const ids: Ids = {
      GOAL: uuidv7(),
      TASK: uuidv7(),
      ENTRY: uuidv7(),
      PRAYER: uuidv7(),
      PLAN: uuidv7(),
      HIGHLIGHT: await verseMarkId('highlight', account.userId, 'John', 3, 16),
      BOOKMARK: await verseMarkId('bookmark', account.userId, 'John', 3, 16),
      NOTE: uuidv7(),
    };
    const steps = stepsOf(ids);
    const db = new ReignDb(`reign-same-rules-${uuidv7()}`);
    databases.push(db);
    const clientId = `same-${uuidv7()}`;
    const seenOnServer = new Map<string, number>();
    const seenOnDevice = new Map<string, number>();
    const start = Date.parse('2099-01-01T06:00:00.000Z');
    let last: Snapshot = {};

    for (const [index, step] of steps.entries()) {
      const n = index + 1;
      const mutationId = uuidv7();
      const pushed = await rawPush(account, {
        clientId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [{ seq: n, id: mutationId, name: step.name, args: step.args }],
      });
      const [result] = (pushed.body as { results: { status: string; error: { status: number } | null }[] })
        .results;
      if (step.refused) {
        expect(result).toMatchObject({ status: 'rejected', error: { status: step.refused } });
        if (step.name === 'goal.create') {
          // the device asks the same rule before it makes the goal: the new-goal gate says no
          const live = (await db.goals.toArray()).filter((g) => !g.deleted);
          expect(mayCreateGoal(false, live), goalMessages.freeLimit).toBe(false);
        } else {
          // a passage that is not in the Bible: the same rule names it on the device
          const a = step.args as { book: string; chapter: number; verseStart: number; verseEnd: number };
          expect(verseRangeProblem(a.book, a.chapter, a.verseStart, a.verseEnd)).not.toBeNull();
        }
      } else {
        expect(result, `step ${n} ${step.name}`).toMatchObject({ status: 'applied', error: null });
        const m = {
          id: mutationId,
          name: step.name,
          args: step.args,
          createdAt: new Date(start + n * 60_000).toISOString(),
        };
        const ids = await completionIdsFor([m]);
        await db.transaction('rw', syncTables(db), () => applyLocal(db, m, ids));
      }
      const server = tokenize(await serverRows(account), seenOnServer, n);
      const device = tokenize(await deviceRows(db), seenOnDevice, n);
      expect(device, `after step ${n} ${step.name}`).toEqual(server);
      last = server;
      // server times come from its clock: keep each step's apart
      await new Promise((done) => setTimeout(done, 2));
    }
    expectRows(last, ids);
  });
});
