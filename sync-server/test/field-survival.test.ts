import { type CreatableTable, createArgsFrom, SYNC_SCHEMA_VERSION, SYNCED_ENTITIES } from '@reign/contract';
import { centralDate, entryIdFor, readingProgressId, uuidv7, verseMarkId } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCircle } from './support/circles';
import { SAMPLES, SERVER_SET, withCircle } from './support/field-samples';
import { as, createTestApp, makePaidMember, registerUser } from './support/harness';

// Every field of every entity made one by one survives create, update, pull, export and import
// and the create arguments a retry or an import makes from a row (the contract's declaration).
// A field added to a row without its column, its create, its import or its pull fails here: the
// samples are typed by the rows, so a new field needs a sample, and each is compared by name.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The writes that make a row of a table with these fields: its create, then what the create does not take. */
function writes(table: CreatableTable, id: string, fields: Record<string, unknown>) {
  const args = {
    ...createArgsFrom(table, { ...fields, id, createdAt: '2026-01-01T00:00:00Z' } as never),
    id,
  };
  if (table === 'goals') {
    return [
      ['goal.create', args],
      ['goal.update', { id, changes: { progressPercentage: fields.progressPercentage } }],
    ] as const;
  }
  if (table === 'prayers') {
    const { status, answeredAt, testimony, sharedCircleId, sharedAnonymously } = fields;
    return [
      ['prayer.create', args],
      ['prayer.update', { id, changes: { status, answeredAt, testimony } }],
      ['prayer.share', { id, circleId: sharedCircleId, anonymous: sharedAnonymously }],
    ] as const;
  }
  if (table === 'readingPlans') {
    const { catchUpFrom, catchUpDays, status } = fields;
    return [
      ['readingPlan.start', args],
      ['readingPlan.update', { id, changes: { catchUpFrom, catchUpDays, status } }],
    ] as const;
  }
  if (table === 'tasks') return [['task.create', args]] as const;
  if (table === 'highlights') return [['highlight.set', args]] as const;
  if (table === 'bookmarks') return [['bookmark.set', args]] as const;
  if (table === 'notes') return [['note.create', args]] as const;
  return [['entry.create', args]] as const;
}

const UPDATE = {
  goals: 'goal.update',
  tasks: 'task.update',
  prayers: 'prayer.update',
  readingPlans: 'readingPlan.update',
  notes: 'note.update',
} as const;
/** The tables whose rows are written again whole (their id is their day's or their verse's). */
const SET_AGAIN: readonly CreatableTable[] = ['entries', 'highlights', 'bookmarks'];

/** The id a row of the table gets for this user (a plan's is its day's, a verse mark's its verse's). */
function idFor(table: CreatableTable, userId: number, first: Record<string, unknown>) {
  if (table === 'entries') return entryIdFor(userId, centralDate());
  if (table === 'highlights' || table === 'bookmarks') {
    const kind = table === 'highlights' ? 'highlight' : 'bookmark';
    return verseMarkId(kind, userId, first.book as string, first.chapter as number, first.verse as number);
  }
  return uuidv7();
}

describe('every field of every entity survives', () => {
  for (const table of Object.keys(SAMPLES) as CreatableTable[]) {
    it(`${table}: create, update, pull, export and import keep every field`, async () => {
      const { shape } = (SYNCED_ENTITIES[table].row as unknown as { def: { shape: object } }).def;
      const fields = Object.keys(shape).filter((f) => !['id', 'createdAt', 'updatedAt'].includes(f));
      const given = SAMPLES[table] as { first: Record<string, unknown>; edited: Record<string, unknown> };
      expect(
        fields.filter((f) => !(f in given.first)),
        'fields without a sample',
      ).toEqual([]);

      const who = await registerUser(app);
      await makePaidMember(app, who.user.id);
      // a request is shared with a circle the person is in (and an import keeps that while they are)
      const sample = { ...given, first: withCircle(given.first, (await newCircle(app, who)).id) };
      const me = as(app, who);
      const id = await idFor(table, who.user.id, sample.first);
      let seq = 0;
      const push = async (name: string, args: unknown) => {
        seq += 1;
        const res = await me.post('/api/sync/push', {
          clientId: 'field-survival',
          schemaVersion: SYNC_SCHEMA_VERSION,
          mutations: [{ seq, id: uuidv7(), name, args }],
        });
        expect(res.json().results[0], `${name} ${JSON.stringify(args)}`).toMatchObject({ status: 'applied' });
      };
      const pulled = async () => {
        const changes = (await me.get('/api/sync/pull?cursor=0&limit=1000')).json().changes;
        return changes.find((c: { table: string; id: string }) => c.table === table && c.id === id)?.row;
      };
      const byName = (row: Record<string, unknown>, names: readonly string[]) =>
        Object.fromEntries(names.map((f) => [f, row[f] ?? null]));
      const settable = fields.filter((f) => !SERVER_SET.has(f));

      // create, with what the create does not take sent after it
      for (const [name, args] of writes(table, id, sample.first)) await push(name, args);
      const made = await pulled();
      expect(byName(made, settable)).toEqual(byName(sample.first, settable));

      // an update of every field it changes
      const next = { ...made, ...sample.edited };
      if (SET_AGAIN.includes(table))
        for (const [name, args] of writes(table, id, next)) await push(name, args);
      else await push(UPDATE[table as keyof typeof UPDATE], { id, changes: sample.edited });
      const edited = await pulled();
      expect(byName(edited, settable)).toEqual(byName(next, settable));

      // export holds the row as pulled; an account that lost it gets every field back from the file
      const exported = (await me.get('/api/account/export')).json();
      const inFile = exported[table].find((r: { id: string }) => r.id === id);
      expect(inFile).toEqual(edited);
      const sqlTable = {
        goals: 'user_goals',
        tasks: 'user_tasks',
        prayers: 'prayer_requests',
        entries: 'entries',
        readingPlans: 'reading_plans',
        highlights: 'highlights',
        notes: 'study_notes',
        bookmarks: 'bookmarks',
      };
      await app.db.sql`delete from ${app.db.sql(sqlTable[table])} where id = ${id}`;
      const imported = (await me.post('/api/account/import', exported)).json();
      expect(imported[table]).toMatchObject({ added: 1, refused: 0 });
      const back = await pulled();
      expect(byName(back, settable)).toEqual(byName(edited, settable));
    });
  }
});

describe('every field of a day read survives', () => {
  it('readingProgress: a tick, pull, export and import keep every field', async () => {
    const who = await registerUser(app);
    const me = as(app, who);
    const planId = uuidv7();
    const mutations = [
      ['readingPlan.start', { id: planId, planKey: 'gospels-30', startDate: '2026-11-01' }],
      ['readingProgress.mark', { planId, day: 3, read: true, readOn: '2026-11-04' }],
    ].map(([name, args], i) => ({ seq: i + 1, id: uuidv7(), name, args }));
    const push = await me.post('/api/sync/push', {
      clientId: 'field-survival',
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations,
    });
    expect(push.json().results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const { shape } = (SYNCED_ENTITIES.readingProgress.row as unknown as { def: { shape: object } }).def;
    const fields = Object.keys(shape).filter((f) => !['createdAt', 'updatedAt'].includes(f));
    const pick = (row: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));
    const pulled = async () =>
      (await me.get('/api/sync/pull?cursor=0&limit=1000'))
        .json()
        .changes.find((c: { table: string }) => c.table === 'readingProgress')?.row;
    const made = await pulled();
    expect(pick(made)).toEqual({
      id: await readingProgressId(planId, 3),
      planId,
      day: 3,
      readOn: '2026-11-04',
    });
    const exported = (await me.get('/api/account/export')).json();
    expect(exported.readingProgress).toEqual([made]);
    await app.db.sql`delete from reading_progress where plan_id = ${planId}`;
    const imported = (await me.post('/api/account/import', exported)).json();
    expect(imported.readingProgress).toMatchObject({ added: 1, refused: 0 });
    expect(pick(await pulled())).toEqual(pick(made));
  });
});
