import type { Goal, Profile } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { memoryLock, ReignDb, SyncEngine, VERSION_1_STORES } from '@reign/sync';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { apiGet, newAccount, serverUrl } from './harness';

/** The database as the build before outbox formats shipped it (version 1, rows without `format`). */
function previousBuildDb(name: string) {
  const db = new Dexie(name);
  db.version(1).stores(VERSION_1_STORES);
  return db;
}

describe('an outbox queued by the previous build', () => {
  it('is read and sent by the new build, each mutation applied once', async () => {
    const account = await newAccount();
    const name = `reign-test-old-${uuidv7()}`;
    const goalId = uuidv7();
    const old = previousBuildDb(name);
    await old.table('meta').put({ key: 'clientId', value: uuidv7() });
    // what the previous build wrote: a whole-form profile save and a goal create, no format field
    await old.table('outbox').bulkAdd([
      {
        id: uuidv7(),
        name: 'goal.create',
        args: { id: goalId, title: 'Queued before the update', description: 'd', targetDate: '2099-01-01' },
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      {
        id: uuidv7(),
        name: 'profile.update',
        args: {
          bio: 'Old build',
          currentFocus: '',
          spiritualMaturity: 'mature',
          preferredMeetingTime: '',
          goals: '',
        },
        createdAt: '2026-01-01T00:00:01.000Z',
      },
    ]);
    old.close();

    // The new build opens it (the Dexie upgrade stamps the old rows) and its engine flushes.
    const db = new ReignDb(name);
    expect((await db.outbox.toArray()).map((r) => r.format)).toEqual([1, 1]);
    const engine = new SyncEngine({
      db,
      fetch: account.fetch,
      baseUrl: serverUrl(),
      lock: memoryLock(`lock-${name}`),
    });
    expect(await engine.flush()).toBe('synced');
    expect(await engine.flush()).toBe('synced');

    const goals = await apiGet<Goal[]>(account, '/api/goals');
    expect(goals.map((g) => [g.id, g.title])).toEqual([[goalId, 'Queued before the update']]);
    expect(await apiGet<Profile>(account, '/api/profile')).toMatchObject({
      bio: 'Old build',
      spiritualMaturity: 'mature',
      currentFocus: null,
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rejected.count()).toBe(0);
    engine.stop();
    db.close();
  });
});
