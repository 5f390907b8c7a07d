import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_SLOWDOWN_STEP_MS } from '../src/modules/auth/login-limits';
import errorsPlugin from '../src/plugins/errors';
import {
  burst,
  createTestApp,
  multipartFile,
  registerUser,
  signInAdmin,
  silentMp3,
  uniqueUsername,
  withTestApp,
} from './support/harness';
import { refusal } from './support/refusal';

describe('cross-origin writes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ ALLOWED_ORIGINS: 'https://partner.example' });
  });
  afterAll(() => app.close());

  const post = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'reign.example', ...headers },
      payload: { username: 'someone', password: 'secret123' },
    });

  it('refuses a POST whose Origin is another site', async () => {
    const res = await post({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal({ code: 'server.crossSite' }, 'forbidden'));
  });

  it('refuses a POST the browser marks as cross-site, and a null origin', async () => {
    expect((await post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await post({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
  });

  it('compares the scheme too: https://host is not http://host', async () => {
    // this request came over plain HTTP (no trusted proxy says otherwise)
    expect((await post({ origin: 'https://reign.example' })).statusCode).toBe(403);
    expect((await post({ origin: 'http://reign.example:8080' })).statusCode).toBe(403);
    expect((await post({ origin: 'http://reign.example' })).statusCode).toBe(401);
  });

  it('lets same-origin and configured origins through to the route', async () => {
    expect(
      (await post({ 'sec-fetch-site': 'same-origin', origin: 'https://reign.example' })).statusCode,
    ).toBe(401);
    expect((await post({ origin: 'http://reign.example' })).statusCode).toBe(401);
    expect(
      (await post({ origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(401);
  });

  it('does not refuse reads from anywhere', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limits on sign-in and registration', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_USERNAME: '3', AUTH_RATE_LIMIT_PER_IP: '6' });
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After after too many failures for one username from one address', async () => {
    const { user, password } = await registerUser(app, {}, { remoteAddress: '10.9.7.1' });
    const username = user.username;
    const attempt = (pw: string, remoteAddress = '10.9.8.1') =>
      app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password: pw } });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const limited = await attempt(password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many attempts/);
    // from another address the owner still signs in
    expect((await attempt(password, '10.9.8.9')).statusCode).toBe(200);
  });

  it('never counts a successful sign-in', async () => {
    const { user, password } = await registerUser(app, {}, { remoteAddress: '10.9.7.2' });
    const statuses = await burst(10, () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.8.5',
        payload: { username: user.username, password },
      }),
    );
    expect(statuses).toEqual(Array(10).fill(200));
  });

  const attempt = (url: string, remoteAddress: string, prefix: string, password: string) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress,
      payload: { username: uniqueUsername(prefix), password },
    });

  it('limits one address across many usernames', async () => {
    const statuses = await burst(7, () => attempt('/api/login', '10.9.8.2', 'spray', 'wrong-password'));
    expect(statuses.slice(0, 6).every((s) => s === 401)).toBe(true);
    expect(statuses[6]).toBe(429);
    // another address is not affected
    const other = await attempt('/api/login', '10.9.8.3', 'spray', 'wrong-password');
    expect(other.statusCode).toBe(401);
  });

  it('limits registrations from one address', async () => {
    const statuses = await burst(7, () => attempt('/api/register', '10.9.8.4', 'bulk', 'secret123'));
    expect(statuses.slice(0, 6).every((s) => s === 201)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});

describe('nobody can lock another person out', () => {
  it('signs in with the right password from an 11th address after 10 failures from 10 others', async () => {
    await withTestApp({ AUTH_RATE_LIMIT_PER_USERNAME: '10', AUTH_RATE_LIMIT_PER_IP: '30' }, async (app) => {
      const { user, password } = await registerUser(app, {}, { remoteAddress: '10.11.1.1' });
      const login = (pw: string, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          payload: { username: user.username, password: pw },
        });
      for (let i = 1; i <= 10; i++)
        expect((await login('wrong-password', `10.11.0.${i}`)).statusCode).toBe(401);
      // the username is under attack: its sign-ins are slowed down, never refused
      const started = Date.now();
      const owner = await login(password, '10.11.0.11');
      expect(owner.statusCode).toBe(200);
      expect(owner.json().username).toBe(user.username);
      expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_STEP_MS - 50);
    });
  });
});

const tooMany = (statuses: number[]) => statuses.filter((s) => s === 429).length;

describe('rate limits on password resets', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '3',
      AUTH_RATE_LIMIT_PER_USERNAME: '3',
      UPLOAD_RATE_LIMIT_PER_HOUR: '2',
    });
  });
  afterAll(() => app.close());

  it('limits password-reset requests and code tries per address', async () => {
    const requests = await burst(5, () =>
      app.inject({
        method: 'POST',
        url: '/api/request-password-reset',
        remoteAddress: '10.7.0.1',
        payload: { username: uniqueUsername() },
      }),
    );
    expect(requests.slice(0, 3).every((s) => s === 200)).toBe(true);
    expect(tooMany(requests)).toBe(2);
    const tries = await burst(5, () =>
      app.inject({
        method: 'POST',
        url: '/api/reset-password',
        remoteAddress: '10.7.0.2',
        payload: { username: uniqueUsername(), resetCode: 'ABC123', newPassword: 'new-password-1' },
      }),
    );
    expect(tries.slice(0, 3).every((s) => s === 400)).toBe(true);
    expect(tooMany(tries)).toBe(2);
  });
});

describe('upload rate limit', () => {
  // its own app: the sign-in limits above are counted per address in the shared database
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ UPLOAD_RATE_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => app.close());

  it('limits uploads per account per hour, before reading the file', async () => {
    const admin = await signInAdmin(app);
    // other files' uploads by the same administrator count against the same hour
    await app.db.sql`delete from rate_limits where key = 'upload:1'`;
    const upload = () =>
      app.inject({
        method: 'POST',
        url: '/api/upload/audio',
        cookies: admin.cookies,
        ...multipartFile('audio', 'a.mp3', 'audio/mpeg', silentMp3(4)),
      });
    const statuses = await burst(4, upload);
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(statuses.slice(2)).toEqual([429, 429]);
    const limited = await upload();
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many attempts/);
  });
});

// the Secure cookie behind an HTTPS proxy is in hardening.test.ts ('the session cookie')

/** Anything that looks like a stack trace or a source path in an answer. */
const INTERNALS = /\bat \S+ \(|node_modules|\.ts:\d+|\/src\/|Error: /;

describe('server errors', () => {
  it('never shows internals in a 5xx answer', async () => {
    await withTestApp({}, async (app) => {
      const user = await registerUser(app);
      expect(user.user.id).toBeGreaterThan(0);
      await app.db.sql.end();
      // the database connection is gone now: the next request fails inside the handler, and says
      // only that the database is not reachable (database-unavailable.test.ts has more)
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.user.username, password: user.password },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(refusal({ code: 'server.databaseUnavailable' }, 'unavailable'));
      expect(res.body).not.toMatch(INTERNALS);
    });
  });

  it('answers anything unexpected with the generic 500, and a cut connection with 503', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(errorsPlugin);
    bare.get('/boom', async () => {
      throw new Error('secret at handler (/src/modules/x.ts:12)');
    });
    bare.get('/cut', async () => {
      throw Object.assign(new Error('connect ENOENT /data/pglite/.s.PGSQL.5432'), {
        code: 'ENOENT',
        syscall: 'connect',
      });
    });
    const boom = await bare.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual(refusal({ code: 'server.internal' }, 'server_error'));
    const cut = await bare.inject({ method: 'GET', url: '/cut' });
    expect(cut.statusCode).toBe(503);
    expect(cut.json()).toEqual(refusal({ code: 'server.databaseUnavailable' }, 'unavailable'));
    await bare.close();
  });
});
