// One streak everywhere, the server's side: each shared sample history (packages/domain
// streak-samples.ts, the table the domain's and the web's tests are given too) is sent as a person
// would (plans and ticks of a reading plan, each received on its own day, some late), and the
// admin's view must show the streak the person's screens show, and the achievements count the same
// streak over the days recorded in time. The screens' side is web/src/features/dashboard/one-streak.test.tsx.
import { addDays, personToday } from '@reign/domain';
import { receivedAgo, type SampleDay, STREAK_SAMPLES, sampleDate } from '@reign/domain/streak-samples';
import { describe, expect, it } from 'vitest';
import { achievementStatsOf } from '../src/modules/rewards/achievements';
import { as, registerUser, signInAdmin } from './support/harness';
import { appOnMovedClock } from './support/moved-clock';

const moved = appOnMovedClock();
// 12:30 in Chicago on March 20; already March 21 in Manila (01:30) and at Kiritimati (07:30)
const NOW = Date.parse('2030-03-20T17:30:00Z');
const DAY_MS = 86_400_000;
const at = (ms: number) => moved.at(new Date(ms).toISOString());

describe('one streak on the server, from one history', () => {
  it.each(STREAK_SAMPLES.map((s) => [s.name, s] as const))('%s', async (_, sample) => {
    const app = moved.app();
    at(NOW);
    const me = as(app, await registerUser(app));
    if (sample.zone) expect((await me.put('/api/profile', { timeZone: sample.zone })).statusCode).toBe(200);
    const today = personToday(new Date(NOW), sample.zone);
    const plan = await me.post('/api/reading-plans', {
      planKey: 'gospels-30',
      startDate: addDays(today, -20),
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const planId = plan.json().id as string;

    // each plan and day read reaches the server on its own day (in the person's zone), oldest first
    const sends = [
      ...sample.plans.map((day) => ({ day, kind: 'plan' as const })),
      ...sample.readingDays.map((day) => ({ day, kind: 'read' as const })),
    ].sort((a, b) => receivedAgo(b.day) - receivedAgo(a.day));
    let readingDay = 0;
    const send = async ({ day, kind }: { day: SampleDay; kind: 'plan' | 'read' }) => {
      at(NOW - receivedAgo(day) * DAY_MS);
      const date = sampleDate(day, today);
      readingDay += kind === 'read' ? 1 : 0;
      return kind === 'plan'
        ? me.post('/api/entries', { date, verse: 'v', verseReference: 'Psalm 1:1', priorities: ['p'] })
        : me.post(`/api/reading-plans/${planId}/progress`, { day: readingDay, read: true, readOn: date });
    };
    for (const s of sends) {
      const res = await send(s);
      expect(res.statusCode, res.body).toBeLessThan(300);
    }

    at(NOW);
    const { id } = (await me.get('/api/user')).json();
    const admin = as(app, await signInAdmin(app));
    const analytics = (await admin.get(`/api/admin/users/${id}/analytics`)).json();
    expect(analytics.consecutiveDays).toBe(sample.shown.current);
    expect((await achievementStatsOf(app.db.sql, id, new Date(NOW))).longestStreak).toBe(sample.earning);
    const achievements = (await me.get('/api/user/achievements')).json() as { achievementId: string }[];
    expect(achievements.some((a) => a.achievementId === 'seven_day_streak')).toBe(sample.earning >= 7);
  });
});
