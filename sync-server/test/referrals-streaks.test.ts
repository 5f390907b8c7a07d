// Referral points paid on the friend's real use, and the streak achievements counted by the
// plan's own date (issue 16: points only for real use).
import { REFERRAL_POINTS } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageAccount, centralDaysAgo, ledgerTotal, pointsBalance } from './support/factories';
import { as, createTestApp, registerUser } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const balance = pointsBalance;
const ledgerSum = (userId: number) => ledgerTotal(app, userId);

let addressCounter = 0;
/** An address no other sign-up of this file used. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.${20 + Math.floor(addressCounter / 250)}.${addressCounter % 250}.${process.pid % 250}`;
};
const plan = (date: string) => ({ date, verse: 'v', verseReference: 'Psalm 1:1', priorities: ['p'] });

/** A sign-up from `remoteAddress` (an address of its own unless given). */
const signUp = (body = {}, remoteAddress = freshAddress()) => registerUser(app, body, { remoteAddress });
/** A sign-up with the referrer's code. */
const signUpWithCode = (referrer: { user: { referralCode: string } }, body = {}, remoteAddress?: string) =>
  signUp({ referralCode: referrer.user.referralCode, ...body }, remoteAddress);

/** A friend who signs up with the referrer's code from an address of their own, on an account `age` days old. */
async function friendOf(referrer: { user: { referralCode: string } }, age = 5, body = {}) {
  const friend = await signUpWithCode(referrer, body);
  await ageAccount(app, friend.user.id, age);
  return friend;
}
/** Saves plans on `days` different recent days: an active account. */
async function planOnDays(who: { cookies: Record<string, string> }, days: number) {
  for (let d = 0; d < days; d++) {
    expect((await as(app, who).post('/api/entries', plan(centralDaysAgo(d)))).statusCode).toBe(201);
  }
}
const achievementIds = async (who: { cookies: Record<string, string> }) =>
  (await as(app, who).get('/api/user/achievements'))
    .json()
    .map((a: { achievementId: string }) => a.achievementId)
    .sort();

describe('referrals', () => {
  it('pays nothing at sign-up; pays the referrer once, when the friend has planned on 3 days', async () => {
    const referrer = await signUp({ displayName: 'Sam Referrer' });
    const api = as(app, referrer);
    const friend = await friendOf(referrer, 5, { displayName: 'New Friend' });
    const pending = (await api.get('/api/referral-stats')).json();
    expect(pending).toMatchObject({
      referralCode: referrer.user.referralCode,
      referralLink: expect.stringMatching(
        new RegExp(`^http://[^/]+/auth\\?ref=${referrer.user.referralCode}$`),
      ),
      totalReferrals: 1,
      pendingReferrals: 1,
      pointsEarned: 0,
      referrals: [
        { username: friend.user.username, displayName: 'New Friend', status: 'pending', pointsEarned: 0 },
      ],
    });
    expect(await balance(api)).toBe(0);

    await planOnDays(friend, 2);
    expect(await balance(api)).toBe(0);
    await planOnDays(friend, 3);
    const paid = (await api.get('/api/referral-stats')).json();
    expect(paid).toMatchObject({ pendingReferrals: 0, pointsEarned: REFERRAL_POINTS });
    expect(paid.referrals[0]).toMatchObject({ status: 'paid', pointsEarned: REFERRAL_POINTS });
    expect(await achievementIds(referrer)).toEqual(['first_referral']);
    expect(await balance(api)).toBe(REFERRAL_POINTS + 100);
    // more plans of the friend pay nothing more
    await as(app, friend).post('/api/entries', plan(centralDaysAgo(4)));
    expect(await balance(api)).toBe(REFERRAL_POINTS + 100);
    expect(await ledgerSum(referrer.user.id)).toBe(REFERRAL_POINTS + 100);
  });

  it('never pays for a self-referral or a second sign-up from one address within a day', async () => {
    const referrerAddress = freshAddress();
    const referrer = await signUp({ email: 'sam@reign.test' }, referrerAddress);
    const self = await signUpWithCode(referrer, {}, referrerAddress);
    const sameMail = await signUpWithCode(referrer, { email: 'SAM@reign.test' });
    const shared = freshAddress();
    const first = await signUpWithCode(referrer, {}, shared);
    const second = await signUpWithCode(referrer, {}, shared);
    for (const f of [self, sameMail, first, second]) {
      await ageAccount(app, f.user.id, 5);
      await planOnDays(f, 3);
    }
    const stats = (await as(app, referrer).get('/api/referral-stats')).json();
    const statusOf = (u: { user: { username: string } }) =>
      stats.referrals.find((r: { username: string }) => r.username === u.user.username).status;
    expect([self, sameMail, first, second].map(statusOf)).toEqual([
      'not_eligible',
      'not_eligible',
      'paid',
      'not_eligible',
    ]);
    expect(await balance(as(app, referrer))).toBe(REFERRAL_POINTS + 100);
  });

  it('pays at most 3 referrals a day; the rest wait for a later earning day', async () => {
    const referrer = await signUp();
    const friends = [];
    for (let i = 0; i < 4; i++) friends.push(await friendOf(referrer));
    for (const f of friends) await planOnDays(f, 3);
    const stats = (await as(app, referrer).get('/api/referral-stats')).json();
    expect(stats.referrals.map((r: { status: string }) => r.status).sort()).toEqual([
      'paid',
      'paid',
      'paid',
      'pending',
    ]);
    expect(stats.pointsEarned).toBe(3 * REFERRAL_POINTS);
  });

  it('awards Referral Champion at the fifth paid referral', async () => {
    const referrer = await signUp();
    const friends = [];
    for (let i = 0; i < 5; i++) friends.push(await friendOf(referrer));
    for (const f of friends) await planOnDays(f, 3);
    expect(await achievementIds(referrer)).toEqual(['first_referral']);
    // the fourth and fifth were paid the next day (the cap moved on)
    await app.db
      .sql`update referrals set paid_at = paid_at - interval '1 day' where referrer_id = ${referrer.user.id}`;
    for (const f of friends) await as(app, f).post('/api/entries', plan(centralDaysAgo(3)));
    expect(await achievementIds(referrer)).toEqual(['first_referral', 'referral_champion']);
  });
});

describe('streak achievements', () => {
  it('counts days with a plan received in time, by the plan’s own date, forgiving a missed day', async () => {
    const user = await registerUser(app);
    await ageAccount(app, user.user.id, 10);
    const api = as(app, user);
    // six days with 3 days ago missed: a streak of 6, the missed day forgiven (the dashboard's rule)
    for (const d of [0, 1, 2, 4, 5]) await api.post('/api/entries', plan(centralDaysAgo(d)));
    expect((await api.get('/api/user/achievements')).json()).toEqual([]);
    await api.post('/api/entries', plan(centralDaysAgo(6)));
    expect(await achievementIds(user)).toEqual(['seven_day_streak']);
  });

  it('never counts two missed days in a row, nor a missed yesterday forgiven only while today is open', async () => {
    const gap = await registerUser(app);
    await ageAccount(app, gap.user.id, 10);
    for (const d of [0, 1, 2, 5, 6, 7]) await as(app, gap).post('/api/entries', plan(centralDaysAgo(d)));
    expect(await achievementIds(gap)).toEqual([]);

    const open = await registerUser(app);
    await ageAccount(app, open.user.id, 10);
    const api = as(app, open);
    // the dashboard shows 7 today (yesterday forgiven while today is open); tomorrow it may be 0
    for (const d of [2, 3, 4, 5, 6, 7]) await api.post('/api/entries', plan(centralDaysAgo(d)));
    expect(await achievementIds(open)).toEqual([]);
    await api.post('/api/entries', plan(centralDaysAgo(0)));
    expect(await achievementIds(open)).toEqual(['seven_day_streak']);
  });

  it('never counts plans dated long ago, in the future, or before the account existed', async () => {
    const user = await registerUser(app);
    await ageAccount(app, user.user.id, 3);
    const api = as(app, user);
    // seven days before the account existed, then a week of old dates, then tomorrow
    for (let d = 4; d <= 10; d++) await api.post('/api/entries', plan(centralDaysAgo(d)));
    for (let d = 1; d <= 7; d++) await api.post('/api/entries', plan(`2020-01-0${d}`));
    await api.post('/api/entries', plan(centralDaysAgo(-1)));
    expect(await achievementIds(user)).toEqual([]);
    const [row] = await app.db.sql<{ n: number }[]>`
      select count(*)::int as n from earning_plan_days where user_id = ${user.user.id}`;
    expect(row?.n).toBe(0);
  });
});
