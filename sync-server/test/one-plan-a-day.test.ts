import { centralDate, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/connect';
import { migrate, readMigrations } from '../src/db/migrate';
import { as, createTestApp, freshDatabase, registerUser } from './support/harness';

// One live plan per user and day is a rule of the database; an import and the migration that made
// the rule merge a second plan of a day into the first instead of adding or losing it.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const plan = (priorities: string[]) => ({
  date: centralDate(),
  verse: 'Be still, and know that I am God',
  verseReference: 'Psalm 46:10',
  priorities,
  actionSteps: priorities.map((priority) => ({ priority, actions: [`Pray about ${priority}`] })),
});

describe('one live plan a day', () => {
  async function livePlansAndConflicts(me: ReturnType<typeof as>) {
    const exported = (await me.get('/api/account/export')).json();
    return { plans: exported.entries, conflicts: exported.conflicts, exported };
  }

  it('an import of today’s plan under another id merges into today’s plan instead of adding a second', async () => {
    const who = await registerUser(app);
    const me = as(app, who);
    expect((await me.post('/api/entries', plan(['Family']))).statusCode).toBe(201);
    const { exported } = await livePlansAndConflicts(me);
    const [saved] = exported.entries;

    // the same plan under another id: it is today's plan already
    const sameContent = { ...exported, entries: [{ ...saved, id: uuidv7() }] };
    const first = (await me.post('/api/account/import', sameContent)).json();
    expect(first.entries).toMatchObject({ added: 0, kept: 1 });
    expect((await livePlansAndConflicts(me)).plans).toHaveLength(1);

    // other content under another id: kept beside today's plan as a conflict, once however often imported
    const other = { ...exported, entries: [{ ...saved, id: uuidv7(), priorities: ['Rest'] }] };
    await me.post('/api/account/import', other);
    await me.post('/api/account/import', other);
    const after = await livePlansAndConflicts(me);
    expect(after.plans.map((p: { priorities: string[] }) => p.priorities)).toEqual([['Family']]);
    expect(after.conflicts).toEqual([
      expect.objectContaining({
        entity: 'entries',
        rowId: saved.id,
        values: expect.objectContaining({ priorities: ['Rest'] }),
      }),
    ]);
  });

  it('an export with its conflicts brings them back into an account that lost them', async () => {
    const who = await registerUser(app);
    const me = as(app, who);
    await me.post('/api/entries', plan(['Family']));
    const { exported } = await livePlansAndConflicts(me);
    await me.post('/api/account/import', {
      ...exported,
      entries: [{ ...exported.entries[0], id: uuidv7(), priorities: ['Rest'] }],
    });
    const backup = (await livePlansAndConflicts(me)).exported;
    expect(backup.conflicts).toHaveLength(1);
    // the account's conflicts are lost (raw: the app itself never removes rows)
    await app.db.sql`delete from sync_conflicts where user_id = ${who.user.id}`;
    const result = (await me.post('/api/account/import', backup)).json();
    expect(result.conflicts).toMatchObject({ added: 1, refused: 0 });
    // the same conflict, with the same version of the plan (its times are the import's)
    const restored = (await livePlansAndConflicts(me)).conflicts;
    const kept = ({ id, rowId, values }: { id: string; rowId: string; values: unknown }) => ({
      id,
      rowId,
      values,
    });
    expect(restored.map(kept)).toEqual(backup.conflicts.map(kept));
  });

  it('the database refuses a second live plan of a user for one day', async () => {
    const who = await registerUser(app);
    await as(app, who).post('/api/entries', plan(['Family']));
    await expect(
      app.db.sql`insert into entries (id, user_id, date, verse, verse_reference)
                 values (${uuidv7()}, ${who.user.id}, ${centralDate()}, 'v', 'r')`,
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('the migration folds days that held two plans: the older stays, different content becomes a conflict', async () => {
    const fresh = await freshDatabase();
    const sql = postgres(fresh.url, {
      max: 1,
      transform: postgres.camel,
      onnotice: () => {},
    }) as unknown as Sql;
    try {
      const all = readMigrations();
      await migrate(
        sql,
        all.filter((m) => m.version < 70),
      );
      const [user] = await sql<{ id: number }[]>`
        insert into users (username, password, referral_code) values ('twice', 'x', 'TWICE123') returning id`;
      const id = user?.id ?? 0;
      const [older, newer, same] = [uuidv7(), uuidv7(), uuidv7()];
      const row = (entry: string, priorities: string[], created: string, date = '2026-11-20') => sql`
        insert into entries (id, user_id, date, verse, verse_reference, priorities, created_at)
        values (${entry}, ${id}, ${date}, 'v', 'r', ${sql.json(priorities)}, ${created})`;
      await row(older, ['Family'], '2026-11-20T08:00:00Z');
      await row(newer, ['Rest'], '2026-11-20T09:00:00Z');
      await row(same, ['Family'], '2026-11-20T10:00:00Z');

      await migrate(sql, all);
      const live = await sql<
        { id: string }[]
      >`select id from entries where user_id = ${id} and deleted_at is null`;
      expect(live.map((r) => r.id)).toEqual([older]);
      const conflicts = await sql<{ rowId: string; values: { priorities: string[] } }[]>`
        select row_id, values from sync_conflicts where user_id = ${id}`;
      // the plan with other content is kept as a conflict; the copy with the same content is not
      expect(conflicts).toEqual([
        { rowId: older, values: expect.objectContaining({ priorities: ['Rest'] }) },
      ]);
      const [versions] = await sql<{ syncVersion: string; tombstone: string }[]>`
        select u.sync_version, (select version from entries where id = ${newer}) as tombstone
        from users u where u.id = ${id}`;
      expect(Number(versions?.tombstone)).toBe(Number(versions?.syncVersion));
    } finally {
      await sql.end();
      await fresh.drop();
    }
  }, 60_000);
});
