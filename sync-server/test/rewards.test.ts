import { REFERRAL_POINTS, SHARE_POINTS, SHARE_POINTS_DAILY_CAP, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPoints } from '../src/modules/rewards/points-repository';
import { as, createTestApp, databaseKind, registerUser } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const share = (api: ReturnType<typeof as>, platform = 'copy', shareId = uuidv7()) =>
  api.post('/api/shares', { shareId, platform, verseReference: 'John 3:16' });
const balance = async (api: ReturnType<typeof as>) =>
  (await api.get('/api/user')).json().sharingPoints as number;
async function ledgerSum(userId: number) {
  const [row] = await app.db.sql<
    { sum: number }[]
  >`select coalesce(sum(delta), 0)::int as sum from points_ledger where user_id = ${userId}`;
  return row?.sum ?? 0;
}
async function grant(userId: number, points: number) {
  await app.db.sql.begin((tx) => addPoints(tx, userId, points, 'adjustment', `test-grant:${uuidv7()}`));
}
async function giveawayNow(requirement = 100, endsInDays = 7, active = true) {
  const [g] = await app.db.sql<{ id: number }[]>`
    insert into weekly_giveaways (title, description, start_date, end_date, prize, point_requirement, is_active)
    values ('Study Bible', 'A giveaway', now() - interval '30 days', now() + ${`${endsInDays} days`}::interval, 'A leather Bible', ${requirement}, ${active})
    returning id`;
  return g?.id ?? 0;
}

describe('sharing', () => {
  it('records a share with a short link, pays points and the First Share achievement once', async () => {
    const user = await registerUser(app);
    const api = as(app, user);
    const shareId = uuidv7();
    const first = await share(api, 'x', shareId);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.shortLink).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(body.sharePath).toBe(`/s/${body.shortLink}`);
    expect(body.pointsEarned).toBe(SHARE_POINTS);
    expect(body.newAchievements.map((a: { achievementId: string }) => a.achievementId)).toEqual([
      'first_share',
    ]);
    expect(body.sharingPoints).toBe(SHARE_POINTS + 10);

    const replay = (await share(api, 'x', shareId)).json();
    expect(replay.shortLink).toBe(body.shortLink);
    expect(replay.newAchievements).toEqual([]);
    expect(await balance(api)).toBe(SHARE_POINTS + 10);
    expect(await ledgerSum(user.user.id)).toBe(SHARE_POINTS + 10);
    const achievements = (await api.get('/api/user/achievements')).json();
    expect(achievements).toEqual([
      expect.objectContaining({
        achievementId: 'first_share',
        pointsAwarded: 10,
        createdAt: expect.any(String),
      }),
    ]);
  });

  it('caps share points per day', async () => {
    const user = await registerUser(app);
    const api = as(app, user);
    const earned: number[] = [];
    for (let i = 0; i < 7; i++) earned.push((await share(api)).json().pointsEarned);
    expect(earned.reduce((a, b) => a + b, 0)).toBe(SHARE_POINTS_DAILY_CAP);
    expect(earned.slice(-2)).toEqual([0, 0]);
  });

  it('awards Social Butterfly at the fourth platform, not before', async () => {
    const api = as(app, await registerUser(app));
    for (const p of ['x', 'facebook', 'email']) {
      const ids = (await share(api, p))
        .json()
        .newAchievements.map((a: { achievementId: string }) => a.achievementId);
      expect(ids).not.toContain('social_butterfly');
    }
    const last = (await share(api, 'copy')).json();
    expect(last.newAchievements.map((a: { achievementId: string }) => a.achievementId)).toEqual([
      'social_butterfly',
    ]);
  });

  it('redirects short links to the verse and counts one click per visitor and day, not bots', async () => {
    const api = as(app, await registerUser(app));
    const { shortLink } = (await share(api)).json();
    const visit = (ua: string, ip = '10.3.0.1') =>
      app.inject({ method: 'GET', url: `/s/${shortLink}`, headers: { 'user-agent': ua }, remoteAddress: ip });
    const res = await visit('Mozilla/5.0 (X11; Linux x86_64) Chrome/150');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?verse=John%203%3A16');
    await visit('Mozilla/5.0 (X11; Linux x86_64) Chrome/150');
    await visit('Mozilla/5.0 (iPhone) Safari', '10.3.0.2');
    await visit('Twitterbot/1.0');
    await visit('facebookexternalhit/1.1');
    const [row] = await app.db.sql<
      { clickCount: number }[]
    >`select click_count from scripture_shares where short_link = ${shortLink}`;
    expect(row?.clickCount).toBe(2);
    expect((await app.inject({ method: 'GET', url: '/s/nothing1' })).headers.location).toBe('/');
  });

  it('refuses a bad platform and needs a session', async () => {
    const api = as(app, await registerUser(app));
    expect((await share(api, 'myspace')).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/shares', payload: {} })).statusCode).toBe(401);
    for (const url of ['/api/referral-stats', '/api/user/giveaway-entries', '/api/user/achievements']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect(
      (await app.inject({ method: 'POST', url: '/api/enter-giveaway', payload: { giveawayId: 1 } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('referrals', () => {
  it('rewards the referrer once, and lists the referral', async () => {
    const referrer = await registerUser(app, { displayName: 'Sam Referrer' });
    const api = as(app, referrer);
    const friend = await registerUser(app, {
      referralCode: referrer.user.referralCode,
      displayName: 'New Friend',
    });
    const stats = await api.get('/api/referral-stats');
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({
      referralCode: referrer.user.referralCode,
      referralLink: expect.stringMatching(
        new RegExp(`^http://[^/]+/auth\\?ref=${referrer.user.referralCode}$`),
      ),
      totalReferrals: 1,
      pointsEarned: REFERRAL_POINTS,
      referrals: [
        { username: friend.user.username, displayName: 'New Friend', pointsEarned: REFERRAL_POINTS },
      ],
    });
    const ids = (await api.get('/api/user/achievements'))
      .json()
      .map((a: { achievementId: string }) => a.achievementId);
    expect(ids).toEqual(['first_referral']);
    expect(await balance(api)).toBe(REFERRAL_POINTS + 100);
    // a replayed reward pays nothing
    const { rewardReferral } = await import('../src/modules/rewards/referral-service');
    await rewardReferral(app.db.sql, referrer.user.id, friend.user.id);
    expect(await balance(api)).toBe(REFERRAL_POINTS + 100);
    expect(await ledgerSum(referrer.user.id)).toBe(REFERRAL_POINTS + 100);
  });

  it('awards Referral Champion at the fifth referral', async () => {
    const referrer = await registerUser(app);
    for (let i = 0; i < 5; i++) await registerUser(app, { referralCode: referrer.user.referralCode });
    const ids = (await as(app, referrer).get('/api/user/achievements'))
      .json()
      .map((a: { achievementId: string }) => a.achievementId);
    expect(ids.sort()).toEqual(['first_referral', 'referral_champion']);
  });
});

describe('streak achievements', () => {
  it('counts days with a saved plan, by the plan’s own date, at exactly 7', async () => {
    const api = as(app, await registerUser(app));
    const plan = (date: string) => ({ date, verse: 'v', verseReference: 'Psalm 1:1', priorities: ['p'] });
    for (const d of ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-05', '2026-01-06', '2026-01-07']) {
      await api.post('/api/entries', plan(d));
    }
    expect((await api.get('/api/user/achievements')).json()).toEqual([]);
    await api.post('/api/entries', plan('2026-01-04'));
    const ids = (await api.get('/api/user/achievements'))
      .json()
      .map((a: { achievementId: string }) => a.achievementId);
    expect(ids).toEqual(['seven_day_streak']);
  });
});

describe('giveaways', () => {
  it('lists active giveaways only', async () => {
    const active = await giveawayNow(100, 7);
    const inactive = await giveawayNow(100, 7, false);
    const ids = (await app.inject({ method: 'GET', url: '/api/giveaways' }))
      .json()
      .map((g: { id: number }) => g.id);
    expect(ids).toContain(active);
    expect(ids).not.toContain(inactive);
  });

  it('spends at least the requirement, in steps of 10, at most the balance', async () => {
    const user = await registerUser(app);
    const api = as(app, user);
    await grant(user.user.id, 150);
    const g = await giveawayNow(100);
    expect(
      (await api.post('/api/enter-giveaway', { giveawayId: g, pointsSpent: 90 })).json().message,
    ).toMatch(/at least/);
    expect(
      (await api.post('/api/enter-giveaway', { giveawayId: g, pointsSpent: 105 })).json().message,
    ).toMatch(/steps of 10/);
    const tooMuch = await api.post('/api/enter-giveaway', { giveawayId: g, pointsSpent: 160 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/^Not enough points: you need 10 more points/);
    const ok = await api.post('/api/enter-giveaway', { giveawayId: g });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ entry: { giveawayId: g, pointsSpent: 100 }, sharingPoints: 50 });
    expect((await api.get('/api/user/giveaway-entries')).json()).toEqual([
      expect.objectContaining({ giveawayId: g, pointsSpent: 100 }),
    ]);
    expect(await ledgerSum(user.user.id)).toBe(50);
  });

  it('refuses an ended or inactive giveaway', async () => {
    const user = await registerUser(app);
    await grant(user.user.id, 500);
    const ended = await giveawayNow(100, -1);
    const inactive = await giveawayNow(100, 7, false);
    const api = as(app, user);
    expect((await api.post('/api/enter-giveaway', { giveawayId: ended })).json()).toEqual({
      message: 'This giveaway has ended.',
    });
    expect((await api.post('/api/enter-giveaway', { giveawayId: inactive })).statusCode).toBe(404);
    expect(await balance(api)).toBe(500);
  });

  it('lets exactly one of 50 concurrent entries spend the last 100 points; the balance equals the ledger', async () => {
    const user = await registerUser(app);
    await grant(user.user.id, 100);
    const g = await giveawayNow(100);
    const api = as(app, user);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => api.post('/api/enter-giveaway', { giveawayId: g })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 400)).toBe(true);
    expect(await balance(api)).toBe(0);
    expect(await ledgerSum(user.user.id)).toBe(0);
    const [entries] = await app.db.sql<
      { n: number }[]
    >`select count(*)::int as n from giveaway_entries where user_id = ${user.user.id}`;
    expect(entries?.n).toBe(1);
    expect(databaseKind()).toMatch(/postgres|embedded/);
  });
});
