import { authMessages, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, createTestApp, registerUser, sessionCookieFrom, uniqueUsername } from './support/harness';
import { refusal, refusalSaying } from './support/refusal';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const register = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/register', payload });
const login = (payload: Record<string, unknown>, cookies?: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/login', payload, ...(cookies ? { cookies } : {}) });
const currentUser = (cookies?: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/user', ...(cookies ? { cookies } : {}) });

describe('registration', () => {
  it('creates the account, signs it in and never returns the password', async () => {
    const username = uniqueUsername('new');
    const res = await register({
      username,
      password: 'secret123',
      email: 'New.Person@Example.com',
      displayName: 'New Person',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      username,
      email: 'new.person@example.com',
      displayName: 'New Person',
      sharingPoints: 0,
      isPaidMember: false,
      referredBy: null,
    });
    expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(JSON.stringify(user)).not.toContain('secret123');
    expect(user).not.toHaveProperty('password');

    const me = await currentUser(sessionCookieFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it.each([
    [{ username: 'ab', password: 'secret123' }, authMessages.usernameShort],
    [{ username: 'abc', password: '12345' }, authMessages.passwordShort],
    [{ username: 'abc', password: '' }, authMessages.passwordShort],
    [{ username: 'abc', password: 'secret123', email: 'not-an-email' }, authMessages.email],
    [{ username: 'abc', password: 'secret123', displayName: 'A' }, authMessages.displayName],
    [{ username: 'abc', password: 'secret123', displayName: 'x'.repeat(51) }, authMessages.displayName],
    [{ username: 'has space', password: 'secret123' }, authMessages.usernameChars],
    [{ username: 'x'.repeat(51), password: 'secret123' }, authMessages.usernameLong],
  ])('refuses %j with the message the form shows', async (payload, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusalSaying(message, 'invalid_request'));
  });

  it('takes an empty email and display name as not given', async () => {
    const res = await register({
      username: uniqueUsername(),
      password: 'secret123',
      email: '',
      displayName: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: null, displayName: null });
  });

  it('refuses a confirmPassword field: the form removes it before registering', async () => {
    const res = await register({
      username: uniqueUsername(),
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('confirmPassword');
  });

  it('answers 400 with a message for a taken username, whatever its case', async () => {
    const { user } = await registerUser(app);
    const res = await register({ username: user.username.toUpperCase(), password: 'another-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'auth.usernameTaken' }, 'invalid_request'));
  });

  it('gives every user a different referral code and records who referred them', async () => {
    const referrer = await registerUser(app);
    const invited = await registerUser(app, { referralCode: referrer.user.referralCode.toLowerCase() });
    expect(invited.user.referralCode).not.toBe(referrer.user.referralCode);
    expect((invited.user as unknown as { referredBy: number }).referredBy).toBe(referrer.user.id);

    const stale = await registerUser(app, { referralCode: 'NOSUCH99' });
    expect((stale.user as unknown as { referredBy: number | null }).referredBy).toBeNull();
  });
});

describe('login and the current user', () => {
  it('signs in with the right password, whatever the username case', async () => {
    const { user, password } = await registerUser(app);
    const res = await login({ username: user.username.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username });
    const me = await currentUser(sessionCookieFrom(res));
    expect(me.json().id).toBe(user.id);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const { user } = await registerUser(app);
    const wrong = await login({ username: user.username, password: 'not-the-password' });
    const unknown = await login({ username: uniqueUsername('ghost'), password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(refusal({ code: 'auth.invalidCredentials' }, 'invalid_credentials'));
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('takes about as long for an unknown user as for a wrong password (the hash is always checked)', async () => {
    const { user } = await registerUser(app);
    const time = async (username: string) => {
      const start = performance.now();
      await login({ username, password: 'not-the-password' });
      return performance.now() - start;
    };
    await time(uniqueUsername('warm'));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await time(user.username));
      unknown.push(await time(uniqueUsername('ghost')));
    }
    // without the dummy verification an unknown user answers in a small fraction of the time
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.4);
  });

  it('answers 401 for the current user when signed out, with a message', async () => {
    const res = await currentUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal({ code: 'server.signIn' }, 'signed_out'));
  });

  it('treats a forged or unsigned session cookie as signed out', async () => {
    const res = await currentUser({ 'reign.sid': 'made-up-session-id' });
    expect(res.statusCode).toBe(401);
  });

  it('answers who is signed in at /api/session: the user, or null with a 200 when signed out', async () => {
    const session = (cookies?: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/session', ...(cookies ? { cookies } : {}) });
    const signedOut = await session();
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ user: null });
    expect(signedOut.headers['set-cookie']).toBeUndefined();
    expect((await session({ 'reign.sid': 'made-up-session-id' })).json()).toEqual({ user: null });

    const { cookies, user } = await registerUser(app);
    const signedIn = await session(cookies);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: user.id, username: user.username });
    expect(signedIn.json().user.password).toBeUndefined();
  });
});

describe('sessions', () => {
  it('gives a new session id at login and the cookie from before no longer works (no fixation)', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const res = await login({ username: b.user.username, password: b.password }, a.cookies);
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookieFrom(res);
    expect(fresh['reign.sid']).not.toBe(a.cookies['reign.sid']);
    expect((await currentUser(a.cookies)).statusCode).toBe(401);
    expect((await currentUser(fresh)).json().id).toBe(b.user.id);
  });

  it('logout ends the session on the server, not just in the browser', async () => {
    const { cookies, user } = await registerUser(app);
    const sid = cookies['reign.sid']?.split('.')[0] ?? '';
    const stored = await app.db.sql`select user_id from sessions where sid = ${sid}`;
    expect(stored).toEqual([{ userId: user.id }]);

    const res = await app.inject({ method: 'POST', url: '/api/logout', cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(spoken({ code: 'auth.loggedOut' }));
    expect(res.headers['set-cookie']).toMatch(/reign\.sid=;/);
    expect(await app.db.sql`select 1 from sessions where sid = ${sid}`).toHaveLength(0);
    // replaying the old cookie, as a stolen copy would, no longer works
    expect((await currentUser(cookies)).statusCode).toBe(401);
  });

  it('sets HttpOnly, SameSite=Lax cookies, without Secure over plain HTTP', async () => {
    const res = await register({ username: uniqueUsername(), password: 'secret123' });
    const cookie = res.cookies.find((c) => c.name === 'reign.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires).toBeInstanceOf(Date);
  });

  it('writes no session for an anonymous visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.cookies).toHaveLength(0);
    const out = await app.inject({ method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
  });
});

describe('input checks', () => {
  it('refuses unknown fields', async () => {
    const res = await login({ username: 'someone', password: 'secret123', isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/isAdmin/);
  });

  it.each([
    ['not valid JSON', 'application/json', '{"username":', 400, 'The request body is not valid JSON.'],
    ['plain text', 'text/plain', 'username=a', 400, 'The request body must be a JSON object.'],
    [
      'a form',
      'application/x-www-form-urlencoded',
      'username=a&password=b',
      415,
      'Send the request body as JSON (Content-Type: application/json).',
    ],
    // multipart is read only by the routes that take a file (app.ts)
    [
      'a file',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\na\r\n--x--\r\n',
      415,
      'Send the request body as JSON (Content-Type: application/json).',
    ],
  ])('says what is wrong with a body that is %s', async (_what, contentType, payload, status, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(refusalSaying(message, 'invalid_request'));
  });

  it('says a POST without a body must send a JSON object', async () => {
    const body = await bodyOf(400, app.inject({ method: 'POST', url: '/api/register' }));
    expect(body).toEqual(refusal({ code: 'server.notAnObject' }, 'invalid_request'));
  });

  it('answers a JSON 404 for an unknown API path', async () => {
    const body = await bodyOf(404, app.inject({ method: 'GET', url: '/api/no-such-thing' }));
    expect(body).toEqual(
      refusal({ code: 'server.noRoute', values: { method: 'GET', path: '/api/no-such-thing' } }, 'not_found'),
    );
  });
});
