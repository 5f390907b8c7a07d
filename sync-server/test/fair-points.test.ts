import { SYNC_SCHEMA_VERSION } from '@reign/contract';
import { SHARE_POINTS_DAILY_CAP, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin } from './support/factories';
import { as, createTestApp, registerUser } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const plan = (date: string) => ({ date, verse: 'v', verseReference: 'Psalm 1:1', priorities: ['p'] });
const day = (n: number) => `2020-01-${String(n).padStart(2, '0')}`;

describe('the farming script of issue 16', () => {
  it('earns a brand-new account only what a day of real sharing earns, and the ledger shows each point', async () => {
    const farmer = await registerUser(app, {}, { remoteAddress: '10.66.0.1' });
    const api = as(app, farmer);
    // 30 plans dated 2020-01-01…30 over REST, and 10 more through a sync push
    for (let d = 1; d <= 30; d++) expect((await api.post('/api/entries', plan(day(d)))).statusCode).toBe(201);
    const pushed = await api.post('/api/sync/push', {
      clientId: `farm-${uuidv7()}`,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: Array.from({ length: 10 }, (_, i) => ({
        seq: i + 1,
        id: uuidv7(),
        name: 'entry.create',
        args: { id: uuidv7(), ...plan(`2020-02-${String(i + 1).padStart(2, '0')}`) },
      })),
    });
    expect(pushed.json().results.every((r: { status: string }) => r.status === 'applied')).toBe(true);
    // 50 shares of 50 different verses, on every platform
    const platforms = ['x', 'facebook', 'email', 'copy', 'native'];
    for (let i = 0; i < 50; i++) {
      const res = await api.post('/api/shares', {
        shareId: uuidv7(),
        platform: platforms[i % platforms.length],
        verseReference: `Psalm 119:${i + 1}`,
      });
      expect(res.statusCode).toBe(201);
    }
    // 20 sign-ups with the farmer's code, each saving old plans
    for (let i = 0; i < 20; i++) {
      const fake = await registerUser(
        app,
        { referralCode: farmer.user.referralCode },
        { remoteAddress: i % 2 ? '10.66.0.1' : `10.66.1.${i}` },
      );
      for (let d = 1; d <= 3; d++) await as(app, fake).post('/api/entries', plan(day(d)));
    }

    const me = (await api.get('/api/user')).json();
    // five new verses today (25) and First Share (10): what one real day of sharing earns
    expect(me.sharingPoints).toBe(SHARE_POINTS_DAILY_CAP + 10);
    const achievements = (await api.get('/api/user/achievements')).json();
    expect(achievements.map((a: { achievementId: string }) => a.achievementId)).toEqual(['first_share']);
    const stats = (await api.get('/api/referral-stats')).json();
    expect(stats).toMatchObject({ totalReferrals: 20, pointsEarned: 0 });
    expect(
      stats.pendingReferrals +
        stats.referrals.filter((r: { status: string }) => r.status === 'not_eligible').length,
    ).toBe(20);

    const admin = as(app, await newAdmin(app));
    const ledger = (await admin.get(`/api/admin/users/${farmer.user.id}/points`)).json();
    expect(ledger.balance).toBe(me.sharingPoints);
    expect(ledger.total).toBe(6);
    expect(
      ledger.entries.map((e: { description: string; delta: number }) => [e.description, e.delta]),
    ).toEqual([
      ['Share of Psalm 119:5 (native)', 5],
      ['Share of Psalm 119:4 (copy)', 5],
      ['Share of Psalm 119:3 (email)', 5],
      ['Share of Psalm 119:2 (facebook)', 5],
      ['Achievement: First Share', 10],
      ['Share of Psalm 119:1 (x)', 5],
    ]);
    expect(ledger.entries[0].balanceAfter).toBe(me.sharingPoints);
    expect(ledger.entries.at(-1).balanceAfter).toBe(5);
  });
});

describe('the points ledger on the admin users page', () => {
  it('lists earnings and spendings with the balance after each; 404 for an unknown user', async () => {
    const admin = as(app, await newAdmin(app));
    expect((await admin.get('/api/admin/users/99999999/points')).statusCode).toBe(404);
    const user = await registerUser(app);
    const empty = (await admin.get(`/api/admin/users/${user.user.id}/points`)).json();
    expect(empty).toEqual({ balance: 0, total: 0, entries: [] });
  });
});
