import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  as,
  connectTestDatabase,
  registerUser,
  signInAdmin,
  testConfig,
  uniqueUsername,
} from './support/harness';

let app: FastifyInstance;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  app = await buildApp({
    config: testConfig(),
    database: await connectTestDatabase(),
    clock: () => new Date('2026-11-21T18:00:00Z'),
  });
  admin = as(app, await signInAdmin(app));
});
afterAll(() => app.close());

describe('user analytics', () => {
  it('answers the figures of seeded data', async () => {
    const user = await registerUser(app, { email: 'seeded@example.com', displayName: 'Seeded User' });
    const me = as(app, user);
    const plan = (date: string) => ({
      date,
      verse: 'v',
      verseReference: 'Psalm 1:1',
      priorities: ['Family', 'Work', 'Rest'],
      challenges: 'time',
    });
    // a run of three days ending yesterday (Central), and an older day
    for (const d of ['2026-11-10', '2026-11-18', '2026-11-19', '2026-11-20'])
      await me.post('/api/entries', plan(d));
    const first = (
      await me.post('/api/shares', { shareId: uuidv7(), platform: 'x', verseReference: 'John 3:16' })
    ).json();
    await me.post('/api/shares', { shareId: uuidv7(), platform: 'email', verseReference: 'John 3:16' });
    await app.inject({
      method: 'GET',
      url: `/s/${first.shortLink}`,
      headers: { 'user-agent': 'Mozilla/5.0 Firefox' },
      remoteAddress: '10.4.0.1',
    });
    await app.inject({
      method: 'GET',
      url: `/s/${first.shortLink}`,
      headers: { 'user-agent': 'Mozilla/5.0 Firefox' },
      remoteAddress: '10.4.0.2',
    });
    const friend = await registerUser(
      app,
      { referralCode: user.user.referralCode },
      { remoteAddress: '10.4.0.3' },
    );

    const analytics = (await admin.get(`/api/admin/users/${user.user.id}/analytics`)).json();
    expect(analytics).toMatchObject({
      totalEntries: 4,
      totalShares: 2,
      totalShareClicks: 2,
      totalReferrals: 1,
      consecutiveDays: 3,
      lastActiveDate: expect.any(String),
    });
    // the streak the person sees on the dashboard: a missed day between plans is a grace day
    const graced = as(app, await registerUser(app, {}));
    for (const d of ['2026-11-17', '2026-11-19', '2026-11-20']) await graced.post('/api/entries', plan(d));
    const gracedId = (await graced.get('/api/user')).json().id;
    expect((await admin.get(`/api/admin/users/${gracedId}/analytics`)).json().consecutiveDays).toBe(4);

    // the friend's row names who referred them, not only an id
    const listed = (await admin.get(`/api/admin/users?search=${friend.user.username}`)).json();
    expect(listed.users[0]).toMatchObject({ referredBy: user.user.id, referredByName: user.user.username });

    const referrals = (await admin.get(`/api/admin/users/${user.user.id}/referrals`)).json();
    expect(referrals).toEqual([
      // paid once the friend is active (plans on 3 days): pending until then
      expect.objectContaining({ username: friend.user.username, status: 'pending', pointsEarned: 0 }),
    ]);
    const shares = (await admin.get(`/api/admin/users/${user.user.id}/shares`)).json();
    expect(shares.map((s: { platform: string }) => s.platform).sort()).toEqual(['email', 'x']);
    expect(shares.find((s: { platform: string }) => s.platform === 'x').clickCount).toBe(2);
    const entries = (await admin.get(`/api/admin/users/${user.user.id}/entries`)).json();
    expect(entries.map((e: { date: string }) => e.date)).toEqual([
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-10',
    ]);
    expect(entries[0]).toMatchObject({
      verseReference: 'Psalm 1:1',
      priorities: ['Family', 'Work', 'Rest'],
      challenges: 'time',
    });
  });

  it('lists and searches users, paged', async () => {
    const name = uniqueUsername('findme');
    await registerUser(app, { username: name, email: `${name}@example.com` });
    const found = (await admin.get(`/api/admin/users?search=${name}`)).json();
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({
      username: name,
      email: `${name}@example.com`,
      isPaidMember: false,
    });
    expect(found.users[0]).not.toHaveProperty('password');
    const page = (await admin.get('/api/admin/users?page=1&pageSize=2')).json();
    expect(page.users).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect((await admin.get('/api/admin/users?search=%25')).json().total).toBe(0);
  });

  it('answers 404 for an unknown user and 403 for non-admins', async () => {
    expect((await admin.get('/api/admin/users/999999/analytics')).statusCode).toBe(404);
    const user = as(app, await registerUser(app));
    for (const url of ['/api/admin/users', '/api/admin/users/1/analytics', '/api/admin/users/1/shares']) {
      expect((await user.get(url)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
