import { SHARE_POINTS, SHARE_POINTS_DAILY_CAP, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePoints, ledgerTotal, newGiveaway, pointsBalance } from './support/factories';
import { as, createTestApp, databaseKind, registerUser } from './support/harness';
import { refusal } from './support/refusal';

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
const balance = pointsBalance;
const ledgerSum = (userId: number) => ledgerTotal(app, userId);
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
    expect((await api.post('/api/enter-giveaway', { giveawayId: later })).json()).toEqual(
      refusal({ code: 'reward.giveawayNotStarted' }, 'invalid_request'),
    );
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
    expect((await api.post('/api/enter-giveaway', { giveawayId: ended })).json()).toEqual(
      refusal({ code: 'reward.giveawayEnded' }, 'invalid_request'),
    );
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
