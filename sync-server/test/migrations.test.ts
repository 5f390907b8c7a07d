import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/connect';
import { migrate, readMigrations } from '../src/db/migrate';
import { connectTestDatabase, freshDatabase } from './support/harness';

const ENTITY_TABLES = [
  'users',
  'entries',
  'scripture_shares',
  'weekly_giveaways',
  'giveaway_entries',
  'user_achievements',
  'scheduled_scriptures',
  'used_verses',
  'series_topics',
  'series_daily_entries',
  'user_series_progress',
  'user_series_daily_completion',
  'user_goals',
  'user_tasks',
  'user_profiles',
  'daily_action_completions',
  'sessions',
];

/** Spec tables nothing ever used, dropped by 0071 (docs/decisions.md). */
const DROPPED_TABLES = [
  'courses',
  'course_sections',
  'course_modules',
  'user_course_enrollments',
  'user_module_progress',
  'daily_task_suggestions',
  'referral_rewards',
];

describe('migrations', () => {
  it('has created every stored entity of the spec that the app uses, plus sessions, and no unused one', async () => {
    const db = await connectTestDatabase();
    try {
      const rows = await db.sql<{ tableName: string }[]>`
        select table_name from information_schema.tables where table_schema = current_schema()`;
      const names = rows.map((r) => r.tableName);
      for (const table of ENTITY_TABLES) expect(names, table).toContain(table);
      for (const table of DROPPED_TABLES) expect(names, table).not.toContain(table);
    } finally {
      await db.close();
    }
  });

  it('applies nothing the second time', async () => {
    const db = await connectTestDatabase();
    try {
      expect(await migrate(db.sql)).toEqual([]);
      const applied = await db.sql<
        { version: number }[]
      >`select version from schema_migrations order by version`;
      expect(applied.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
    } finally {
      await db.close();
    }
  });

  it('lets two servers migrate a new database at the same moment: one applies, the other waits', async () => {
    const fresh = await freshDatabase();
    const client = () =>
      postgres(fresh.url, { max: 1, transform: postgres.camel, onnotice: () => {} }) as unknown as Sql;
    const a = client();
    // PGlite is one backend: there both migrations share one connection, and the lock still holds
    const b = fresh.kind === 'postgres' ? client() : a;
    try {
      const results = await Promise.all([migrate(a), migrate(b)]);
      const all = readMigrations().map((m) => m.version);
      // exactly one of them applied every migration; the other found nothing left
      expect(results.sort((x, y) => y.length - x.length)).toEqual([all, []]);
      const rows = await a<{ n: number }[]>`select count(*)::int as n from schema_migrations`;
      expect(rows[0]?.n).toBe(all.length);
      expect(await migrate(b)).toEqual([]);
    } finally {
      await a.end();
      if (b !== a) await b.end();
      await fresh.drop();
    }
  }, 60_000);

  it('keeps the constraints the spec states', async () => {
    // raw SQL on purpose: the rows the app's own writes would refuse are the point
    const db = await connectTestDatabase();
    try {
      const code = `C${Date.now().toString(36)}`.slice(0, 12).toUpperCase();
      const [user] = await db.sql<{ id: number }[]>`
        insert into users (username, password, referral_code) values (${`c_${code}`}, 'x', ${code}) returning id`;
      await expect(
        db.sql`insert into users (username, password, referral_code) values (${`d_${code}`}, 'x', ${code})`,
      ).rejects.toMatchObject({ constraint_name: 'users_referral_code_key' });
      await expect(
        db.sql`update users set sharing_points = -1 where id = ${user?.id ?? 0}`,
      ).rejects.toMatchObject({
        code: '23514',
      });
      await expect(
        db.sql`insert into user_goals (id, user_id, title, description, target_date, priority)
               values (gen_random_uuid(), ${user?.id ?? 0}, 't', 'd', current_date, 6)`,
      ).rejects.toMatchObject({ code: '23514' });
      const [goal] = await db.sql`
        insert into user_goals (id, user_id, title, description, target_date)
        values (gen_random_uuid(), ${user?.id ?? 0}, 't', 'd', current_date)
        returning priority, category, season, progress_percentage`;
      expect(goal).toEqual({
        priority: 1,
        category: 'spiritual',
        season: 'year-round',
        progressPercentage: 0,
      });
    } finally {
      await db.close();
    }
  });
});
