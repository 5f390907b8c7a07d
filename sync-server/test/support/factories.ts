import { addDays, centralDate, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { insertGiveaway } from '../../src/modules/rewards/giveaway-repository';
import { addPoints } from '../../src/modules/rewards/points-service';
import {
  insertScheduled,
  type ScriptureFields,
} from '../../src/modules/scripture/scheduled-scripture-repository';
import { usedVerseFor } from '../../src/modules/scripture/used-verse-repository';
import { type DayFields, insertDay } from '../../src/modules/series/day-repository';
import { insertTopic, type TopicFields } from '../../src/modules/series/topic-repository';
import { markPaidMember } from '../../src/modules/users/user-repository';
import { registerUser, type SignedIn, signInAdmin } from './harness';

/**
 * Rows a test needs, made the way the app makes them: accounts through the routes, the rest through
 * the app's own repositories and services (so every rule of a write holds, and a change of a table
 * changes here once). Only a test about the server reading odd rows writes SQL of its own.
 */

const DAY_MS = 86_400_000;

/** Psalm 46:10, the verse the scheduled-scripture tests schedule. */
export const BE_STILL = { verse: 'Be still, and know that I am God.', reference: 'Psalm 46:10' };

/** A new free member, signed in. */
export const newUser = registerUser;

/** A new paid member, signed in (payment itself is the payments tests' concern). */
export async function newPaidUser(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
): Promise<SignedIn> {
  const user = await registerUser(app, body);
  await markPaidMember(app.db.sql, user.user.id);
  return user;
}

/** The run's administrator (user id 1), signed in. */
export const newAdmin = signInAdmin;

/**
 * Makes an account `days` old, as if it had signed up then: plans dated before an account existed
 * never earn (fair-points.ts), so streak and referral tests start from an older account. The one
 * change of a row no route makes, so it is SQL of its own.
 */
export async function ageAccount(app: FastifyInstance, userId: number, days: number): Promise<void> {
  await app.db
    .sql`update users set created_at = created_at - make_interval(days => ${days}) where id = ${userId}`;
}

/** The Central date `daysAgo` days before today (YYYY-MM-DD). */
export function centralDaysAgo(daysAgo: number): string {
  return addDays(centralDate(), -daysAgo);
}

/** Adds points to a user's balance through the ledger, as an adjustment. */
export async function givePoints(app: FastifyInstance, userId: number, points: number): Promise<void> {
  await app.db.sql.begin((tx) => addPoints(tx, userId, points, 'adjustment', `test-grant:${uuidv7()}`));
}

/** A giveaway that started 30 days ago and ends in `endsInDays` days (in the past when negative). */
/** The points balance the user's own API answer shows. */
export async function pointsBalance(api: {
  get(path: string): Promise<{ json(): unknown }>;
}): Promise<number> {
  return ((await api.get('/api/user')).json() as { sharingPoints: number }).sharingPoints;
}

/** The sum of the user's points ledger (what the balance must equal). */
export async function ledgerTotal(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.db.sql<
    { sum: number }[]
  >`select coalesce(sum(delta), 0)::int as sum from points_ledger where user_id = ${userId}`;
  return row?.sum ?? 0;
}

export async function newGiveaway(
  app: FastifyInstance,
  g: { pointRequirement?: number; endsInDays?: number; startsInDays?: number; isActive?: boolean } = {},
): Promise<number> {
  const now = Date.now();
  return insertGiveaway(app.db.sql, {
    title: 'Study Bible',
    description: 'A giveaway',
    prize: 'A leather Bible',
    startDate: new Date(now + (g.startsInDays ?? -30) * DAY_MS).toISOString(),
    endDate: new Date(now + (g.endsInDays ?? 7) * DAY_MS).toISOString(),
    pointRequirement: g.pointRequirement ?? 100,
    isActive: g.isActive ?? true,
    imageUrl: null,
  });
}

/** A series topic (active and English unless told); answers its id. */
export async function newSeriesTopic(app: FastifyInstance, t: Partial<TopicFields> = {}): Promise<number> {
  return insertTopic(app.db.sql, {
    title: 'Test series',
    description: 'Seven days',
    imageUrl: null,
    orderIndex: 0,
    isActive: true,
    language: 'en',
    ...t,
  });
}

/** A day of a series topic; answers its id. */
export async function newSeriesDay(
  app: FastifyInstance,
  topicId: number,
  d: Partial<DayFields> & { dayNumber: number },
): Promise<number> {
  const day = await insertDay(app.db.sql, topicId, {
    title: `Day ${d.dayNumber}`,
    verse: 'Peace I leave with you.',
    verseReference: 'John 14:27',
    reflection: 'A reflection long enough to pass the fifty character rule of the series.',
    audioUrl: null,
    isActive: true,
    ...d,
  });
  return day.id;
}

/** A scheduled scripture as the admin would make it (by user id 1). */
export async function newScheduledScripture(
  app: FastifyInstance,
  s: Partial<ScriptureFields> & { scheduleDate: string },
) {
  return insertScheduled(
    app.db.sql,
    {
      verse: 'The Lord is my shepherd.',
      reference: 'Psalm 23:1',
      reflection: null,
      reflectionEs: null,
      audioUrl: null,
      isActive: true,
      ...s,
    },
    1,
  );
}

/** Records the built-in verse shown on a date, as the first visit of that day does. */
export async function usedVerse(
  app: FastifyInstance,
  date: string,
  verse: { reference: string; verseIndex: number },
): Promise<void> {
  await usedVerseFor(app.db.sql, date, () => verse);
}
