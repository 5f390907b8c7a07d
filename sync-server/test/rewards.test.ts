import { REFERRAL_POINTS, SHARE_POINTS, SHARE_POINTS_DAILY_CAP, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageAccount, centralDaysAgo, givePoints, newGiveaway } from './support/factories';
import { as, createTestApp, databaseKind, registerUser } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const share = (
  api: ReturnType<typeof as>,
  platform = 'copy',
  shareId = uuidv7(),
  verseReference = 'John 3:16',
) => api.post('/api/shares', { shareId, platform, verseReference });
const balance = async (api: ReturnType<typeof as>) =>
  (await api.get('/api/user')).json().sharingPoints as number;
async function ledgerSum(userId: number) {
  const [row] = await app.db.sql<
    { sum: number }[]
  >`select coalesce(sum(delta), 0)::int as sum from points_ledger where user_id = ${userId}`;
  return row?.sum ?? 0;
}
const grant = (userId: number, points: number) => givePoints(app, userId, points);
const giveawayNow = (pointRequirement = 100, endsInDays = 7, isActive = true) =>
  newGiveaway(app, { pointRequirement, endsInDays, isActive });

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

  it('pays for at most 5 shares a day, each of a verse not shared before', async () => {
    const user = await registerUser(app);
    const api = as(app, user);
    const earned: number[] = [];
    for (let i = 0; i < 7; i++)
      earned.push((await share(api, 'copy', uuidv7(), `Psalm 23:${i + 1}`)).json().pointsEarned);
    expect(earned).toEqual([5, 5, 5, 5, 5, 0, 0]);
    expect(earned.reduce((a, b) => a + b, 0)).toBe(SHARE_POINTS_DAILY_CAP);

    const other = as(app, await registerUser(app));
    const again = [];
    for (const ref of ['John 3:16', 'john  3 : 16', 'John 3:16', 'John 3:17']) {
      again.push((await share(other, 'x', uuidv7(), ref)).json().pointsEarned);
    }
    expect(again).toEqual([5, 0, 0, 5]);
  });

  it('awards Social Butterfly only when a share on each platform was opened by someone else', async () => {
    const sharer = await registerUser(app, {}, { remoteAddress: '10.4.0.1' });
    const api = (platform: string) =>
      app.inject({
        method: 'POST',
        url: '/api/shares',
        cookies: sharer.cookies,
        remoteAddress: '10.4.0.1',
        payload: { shareId: uuidv7(), platform, verseReference: 'John 3:16' },
      });
    const links: string[] = [];
    for (const p of ['x', 'facebook', 'email', 'copy']) {
      const body = (await api(p)).json();
      expect(body.newAchievements.map((a: { achievementId: string }) => a.achievementId)).not.toContain(
        'social_butterfly',
      );
      links.push(body.shortLink);
    }
    const open = (link: string, remoteAddress: string, cookies?: Record<string, string>) =>
      app.inject({
        method: 'GET',
        url: `/s/${link}`,
        remoteAddress,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150' },
        ...(cookies ? { cookies } : {}),
      });
    const ids = async () =>
      (await as(app, sharer).get('/api/user/achievements'))
        .json()
        .map((a: { achievementId: string }) => a.achievementId);
    // the sharer opening their own links, from their address or signed in elsewhere, is nobody else
    for (const link of links) {
      await open(link, '10.4.0.1');
      await open(link, '10.4.0.99', sharer.cookies);
    }
    expect(await ids()).not.toContain('social_butterfly');
    for (const link of links.slice(0, 3)) await open(link, '10.4.1.1');
    expect(await ids()).not.toContain('social_butterfly');
    await open(links[3] as string, '10.4.1.2');
    expect(await ids()).toContain('social_butterfly');
  });

  it('redirects short links to the verse and counts one click per visitor and day, whatever the browser says', async () => {
    const api = as(app, await registerUser(app, {}, { remoteAddress: '10.3.0.9' }));
    const { shortLink } = (await share(api)).json();
    const visit = (ua: string, ip = '10.3.0.1') =>
      app.inject({ method: 'GET', url: `/s/${shortLink}`, headers: { 'user-agent': ua }, remoteAddress: ip });
    const res = await visit('Mozilla/5.0 (X11; Linux x86_64) Chrome/150');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?verse=John%203%3A16');
    await visit('Mozilla/5.0 (X11; Linux x86_64) Chrome/150');
    for (let i = 0; i < 5; i++) await visit(`Mozilla/5.0 (Windows NT 10.0) Firefox/${120 + i}`);
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

let addressCounter = 0;
/** An address no other sign-up of this file used. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.${20 + Math.floor(addressCounter / 250)}.${addressCounter % 250}.${process.pid % 250}`;
};
const plan = (date: string) => ({ date, verse: 'v', verseReference: 'Psalm 1:1', priorities: ['p'] });

/** A friend who signs up with the referrer's code from an address of their own, on an account `age` days old. */
async function friendOf(referrer: { user: { referralCode: string } }, age = 5, body = {}) {
  const friend = await registerUser(
    app,
    { referralCode: referrer.user.referralCode, ...body },
    { remoteAddress: freshAddress() },
  );
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
    const referrer = await registerUser(
      app,
      { displayName: 'Sam Referrer' },
      { remoteAddress: freshAddress() },
    );
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
    const referrer = await registerUser(app, { email: 'sam@reign.test' }, { remoteAddress: referrerAddress });
    const self = await registerUser(
      app,
      { referralCode: referrer.user.referralCode },
      { remoteAddress: referrerAddress },
    );
    const sameMail = await registerUser(
      app,
      { referralCode: referrer.user.referralCode, email: 'SAM@reign.test' },
      { remoteAddress: freshAddress() },
    );
    const shared = freshAddress();
    const first = await registerUser(
      app,
      { referralCode: referrer.user.referralCode },
      { remoteAddress: shared },
    );
    const second = await registerUser(
      app,
      { referralCode: referrer.user.referralCode },
      { remoteAddress: shared },
    );
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
    const referrer = await registerUser(app, {}, { remoteAddress: freshAddress() });
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
    const referrer = await registerUser(app, {}, { remoteAddress: freshAddress() });
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
  it('counts days with a plan received in time, by the plan’s own date, at exactly 7', async () => {
    const user = await registerUser(app);
    await ageAccount(app, user.user.id, 10);
    const api = as(app, user);
    for (const d of [0, 1, 2, 4, 5, 6]) await api.post('/api/entries', plan(centralDaysAgo(d)));
    expect((await api.get('/api/user/achievements')).json()).toEqual([]);
    await api.post('/api/entries', plan(centralDaysAgo(3)));
    expect(await achievementIds(user)).toEqual(['seven_day_streak']);
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
    expect(tooMuch.json().code).toBe('not_enough_points');
    const ok = await api.post('/api/enter-giveaway', { giveawayId: g });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ entry: { giveawayId: g, pointsSpent: 100 }, sharingPoints: 50 });
    expect((await api.get('/api/user/giveaway-entries')).json()).toEqual([
      expect.objectContaining({ giveawayId: g, pointsSpent: 100 }),
    ]);
    expect(await ledgerSum(user.user.id)).toBe(50);
  });

  it('refuses a giveaway that has not started yet, and lists it', async () => {
    const user = await registerUser(app);
    await grant(user.user.id, 500);
    const later = await newGiveaway(app, { startsInDays: 2, endsInDays: 9 });
    const api = as(app, user);
    expect((await api.post('/api/enter-giveaway', { giveawayId: later })).json()).toEqual({
      message: 'This giveaway has not started yet.',
      code: 'invalid_request',
    });
    const listed = (await app.inject({ method: 'GET', url: '/api/giveaways' })).json();
    expect(listed.map((g: { id: number }) => g.id)).toContain(later);
    expect(await balance(api)).toBe(500);
  });

  it('refuses an ended or inactive giveaway', async () => {
    const user = await registerUser(app);
    await grant(user.user.id, 500);
    const ended = await giveawayNow(100, -1);
    const inactive = await giveawayNow(100, 7, false);
    const api = as(app, user);
    expect((await api.post('/api/enter-giveaway', { giveawayId: ended })).json()).toEqual({
      message: 'This giveaway has ended.',
      code: 'invalid_request',
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
    const refused = results.filter((r) => r.statusCode !== 200).map((r) => r.json().code);
    expect(new Set(refused)).toEqual(new Set(['not_enough_points']));
    expect(await balance(api)).toBe(0);
    expect(await ledgerSum(user.user.id)).toBe(0);
    const [entries] = await app.db.sql<
      { n: number }[]
    >`select count(*)::int as n from giveaway_entries where user_id = ${user.user.id}`;
    expect(entries?.n).toBe(1);
    expect(databaseKind()).toMatch(/postgres|embedded/);
  });
});
