import { spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { as, connectTestDatabase, registerUser, signInAdmin, testConfig } from './support/harness';

let app: FastifyInstance;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ NODE_ENV: 'development' }),
    database: await connectTestDatabase(),
  });
  admin = as(app, await signInAdmin(app));
});
afterAll(() => app.close());

describe('membership by the administrator', () => {
  it('grants with a reason, unlocks paid routes, lists how, and revokes', async () => {
    const user = await registerUser(app);
    const me = as(app, user);
    expect((await me.get('/api/series/topics')).statusCode).toBe(403);

    const empty = await admin.post(`/api/admin/users/${user.user.id}/membership`, {
      member: true,
      reason: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/reason/);

    const granted = await admin.post(`/api/admin/users/${user.user.id}/membership`, {
      member: true,
      reason: 'Gift for the church team',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ isPaidMember: true, membershipSource: 'granted' });
    expect(granted.json().history[0]).toMatchObject({
      action: 'grant',
      reason: 'Gift for the church team',
      byUsername: expect.any(String),
    });
    expect((await me.get('/api/series/topics')).statusCode).toBe(200);

    const again = await admin.post(`/api/admin/users/${user.user.id}/membership`, {
      member: true,
      reason: 'x',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This user is already a member.');

    const list = await admin.get(`/api/admin/users?search=${user.user.username}`);
    expect(list.json().users[0]).toMatchObject({ isPaidMember: true, membershipSource: 'granted' });

    const revoked = await admin.post(`/api/admin/users/${user.user.id}/membership`, {
      member: false,
      reason: 'Refunded',
    });
    expect(revoked.json()).toMatchObject({ isPaidMember: false, membershipSource: null });
    expect(revoked.json().history.map((h: { action: string }) => h.action)).toEqual(['revoke', 'grant']);
    expect((await me.get('/api/series/topics')).statusCode).toBe(403);
    expect((await admin.get(`/api/admin/users/${user.user.id}/membership`)).json().history).toHaveLength(2);
  });

  it('only the administrator may grant', async () => {
    const user = await registerUser(app);
    const res = await as(app, user).post(`/api/admin/users/${user.user.id}/membership`, {
      member: true,
      reason: 'me',
    });
    expect(res.statusCode).toBe(403);
    expect((await admin.get(`/api/admin/users/${user.user.id}/membership`)).json().isPaidMember).toBe(false);
  });

  it('an unknown user is a 404', async () => {
    const res = await admin.post('/api/admin/users/999999/membership', { member: true, reason: 'x' });
    expect(res.statusCode).toBe(404);
  });
});

describe('password help without SMTP', () => {
  it('the reset request says that mail is not set up', async () => {
    const user = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/request-password-reset',
      payload: { username: user.user.username },
    });
    expect(res.json()).toEqual({ ...spoken({ code: 'reset.noMail' }), mailConfigured: false });
    expect(res.json().message).toBe(
      'This server cannot send e-mail yet. Ask the administrator for a reset code.',
    );
  });

  it("the administrator's code resets the password once, and only within 15 minutes", async () => {
    const user = await registerUser(app);
    const made = await admin.post(`/api/admin/users/${user.user.id}/reset-code`);
    expect(made.statusCode).toBe(200);
    const { code, expiresAt } = made.json();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const reset = (resetCode: string, newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { username: user.user.username, resetCode, newPassword },
      });
    expect((await reset(code, 'brand-new-password')).statusCode).toBe(200);
    expect((await reset(code, 'another-password')).statusCode).toBe(400);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.user.username, password: 'brand-new-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a user cannot make a reset code', async () => {
    const user = await registerUser(app);
    expect((await as(app, user).post(`/api/admin/users/${user.user.id}/reset-code`)).statusCode).toBe(403);
  });
});
