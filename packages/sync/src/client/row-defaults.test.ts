import { uuidv7 } from '@reign/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ReignDb } from '../device/database';
import { PROFILE_ID } from '../device/types';
import { SyncEngine } from './engine';
import { memoryLock } from './lock';
import { fillRowDefaults, ROW_FIELDS } from './row-defaults';

const dbs: ReignDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});
const newDb = () => {
  const db = new ReignDb(`row-defaults-${uuidv7()}`);
  dbs.push(db);
  return db;
};

/** A task and a profile as an older build stored them: without the fields added since. */
async function rowsOfAnOlderBuild(db: ReignDb) {
  const task = {
    id: uuidv7(),
    goalId: null,
    title: 'Call Mom',
    category: 'personal',
    priority: 3,
    estimatedMinutes: 30,
    aiSuggested: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 4,
    deleted: false,
  };
  await db.tasks.put(task as never);
  await db.profile.put({
    id: PROFILE_ID,
    bio: null,
    currentFocus: null,
    spiritualMaturity: 'growing',
    preferredMeetingTime: null,
    goals: null,
    updatedAt: null,
    version: 2,
    deleted: false,
  } as never);
  return task.id;
}

describe('rows stored before a field existed', () => {
  it("are read with each field's default, once per build", async () => {
    const db = newDb();
    const taskId = await rowsOfAnOlderBuild(db);
    expect(await fillRowDefaults(db)).toBe(2);

    const task = (await db.tasks.get(taskId)) as unknown as Record<string, unknown>;
    expect(task).toMatchObject({ description: null, dueDate: null, reasoning: null, completedAt: null });
    expect(await db.profile.get(PROFILE_ID)).toMatchObject({
      timeZone: null,
      language: null,
      bibleTranslation: null,
    });
    expect((await db.meta.get('rowFields'))?.value).toBe(ROW_FIELDS);
    // the same build again: nothing to read
    expect(await fillRowDefaults(db)).toBe(0);
  });

  it('are filled in by the engine before its first push, offline too', async () => {
    const db = newDb();
    const taskId = await rowsOfAnOlderBuild(db);
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const engine = new SyncEngine({ db, fetch: offline, lock: memoryLock(`lock-${db.name}`) });
    expect(await engine.flush()).toBe('offline');
    expect(await db.tasks.get(taskId)).toMatchObject({ dueDate: null, completedAt: null });
  });
});
