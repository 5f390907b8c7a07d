// The days counted in a person's own zone beyond their plans (issue 39): the Daily archive's
// newest day, the streak the admin sees, a shared verse's clicks (one a visitor a day, the
// sharer's day), a referrer's daily cap (their day) and the AI routes' suggested due dates.
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageAccount } from './support/factories';
import { as, registerUser, signInAdmin } from './support/harness';
import { appOnMovedClock } from './support/moved-clock';

const moved = appOnMovedClock();
const { at } = moved;
let app: FastifyInstance;
beforeAll(() => {
  app = moved.app();
});

async function member(timeZone: string | null) {
  const me = as(app, await registerUser(app));
  if (timeZone) await me.put('/api/profile', { timeZone });
  return me;
}

const plan = (date: string) => ({ date, verse: 'v', verseReference: 'Psalm 1:1', priorities: ['Family'] });

describe("a person's own day", () => {
  it("ends the Daily archive at the member's today in their zone", async () => {
    at('2030-03-05T17:30:00Z'); // 01:30 on March 6 in Manila, 11:30 on March 5 in Chicago
    const manila = await member('Asia/Manila');
    const chicago = await member(null);
    const newest = async (me: Awaited<ReturnType<typeof member>>) =>
      (await me.get('/api/reflections/scheduled?limit=2')).json()[0]?.date;
    expect(await newest(manila)).toBe('2030-03-06');
    expect(await newest(chicago)).toBe('2030-03-05');
  });

  it("shows the admin the streak the member sees, counted in the member's zone", async () => {
    at('2030-03-05T17:30:00Z'); // March 6 in Manila
    const manila = await member('Asia/Manila');
    for (const d of ['2030-03-04', '2030-03-05', '2030-03-06']) {
      expect((await manila.post('/api/entries', plan(d))).statusCode).toBe(201);
    }
    const { id } = (await manila.get('/api/user')).json();
    const admin = as(app, await signInAdmin(app));
    const analytics = (await admin.get(`/api/admin/users/${id}/analytics`)).json();
    expect(analytics.consecutiveDays).toBe(3);
  });

  it("counts one click a visitor a day in the sharer's zone", async () => {
    at('2030-03-05T05:00:00Z');
    const sharer = await member('Asia/Manila');
    const shareLink = async () => {
      const res = await sharer.post('/api/shares', {
        shareId: uuidv7(),
        platform: 'copy',
        verseReference: 'John 3:16',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().shortLink as string;
    };
    const open = (link: string) =>
      app.inject({
        method: 'GET',
        url: `/s/${link}`,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150' },
        remoteAddress: '10.9.0.1',
      });
    const clicks = async (link: string) =>
      (
        await app.db.sql<{ clickCount: number }[]>`
        select click_count from scripture_shares where short_link = ${link}`
      )[0]?.clickCount;

    // 23:00 on March 4 and 00:00 on March 5 in Chicago: one Manila day (13:00 and 14:00, March 5)
    const first = await shareLink();
    await open(first);
    at('2030-03-05T06:00:00Z');
    await open(first);
    expect(await clicks(first)).toBe(1);

    // 09:30 and 10:30 on March 5 in Chicago: two Manila days (23:30 March 5, 00:30 March 6)
    at('2030-03-05T15:30:00Z');
    const second = await shareLink();
    await open(second);
    at('2030-03-05T16:30:00Z');
    await open(second);
    expect(await clicks(second)).toBe(2);
  });

  it("spreads a new goal's suggested tasks from the member's today", async () => {
    at('2030-03-05T17:30:00Z'); // March 6 in Manila, March 5 in Chicago
    const goal = { title: 'Read the Gospels', category: 'spiritual', targetDate: '2030-03-05' };
    const dues = async (me: Awaited<ReturnType<typeof member>>) => {
      const res = await me.post('/api/ai/goal-tasks', goal);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().tasks as { dueDate: string | null }[])
        .map((t) => t.dueDate)
        .filter(Boolean)
        .sort();
    };
    expect((await dues(await member('Asia/Manila')))[0]).toBe('2030-03-06');
    expect((await dues(await member(null)))[0]).toBe('2030-03-05');
  });

  it("caps a referrer's paid referrals a day by the referrer's day", async () => {
    at('2030-03-05T15:00:00Z'); // 23:00 on March 5 in Manila, 09:00 on March 5 in Chicago
    const referrer = await registerUser(app, {}, { remoteAddress: '10.77.0.1' });
    await as(app, referrer).put('/api/profile', { timeZone: 'Asia/Manila' });
    let address = 1;
    /** A friend (in Chicago) who signs up with the code and plans on three days at once: active. */
    const activeFriend = async () => {
      address += 1;
      const friend = await registerUser(
        app,
        { referralCode: referrer.user.referralCode },
        { remoteAddress: `10.77.1.${address}` },
      );
      await ageAccount(app, friend.user.id, 5);
      for (const date of ['2030-03-03', '2030-03-04', '2030-03-05']) {
        expect((await as(app, friend).post('/api/entries', plan(date))).statusCode).toBe(201);
      }
      return friend;
    };
    for (let i = 0; i < 3; i++) await activeFriend();
    // 90 minutes later it is March 6 in Manila (still March 5 in Chicago): a new day for the cap
    at('2030-03-05T16:30:00Z');
    const fourth = await activeFriend();
    const stats = (await as(app, referrer).get('/api/referral-stats')).json();
    const status = (username: string) =>
      stats.referrals.find((r: { username: string }) => r.username === username)?.status;
    expect(stats.referrals.map((r: { status: string }) => r.status)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
    ]);
    expect(status(fourth.user.username)).toBe('paid');
  });
});
