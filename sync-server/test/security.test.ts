import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../src/plugins/errors';
import { CROSS_SITE_MESSAGE } from '../src/plugins/security';
import { createTestApp, registerUser, uniqueUsername } from './support/harness';

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
    expect(res.json()).toEqual({ message: CROSS_SITE_MESSAGE });
  });

  it('refuses a POST the browser marks as cross-site, and a null origin', async () => {
    expect((await post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await post({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
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

  it('answers 429 with Retry-After after too many tries for one username, even with the right password', async () => {
    const username = uniqueUsername('target');
    const remoteAddress = '10.9.8.1';
    const attempt = (password: string) =>
      app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const limited = await attempt('wrong-password');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many attempts/);
  });

  it('limits one address across many usernames', async () => {
    const remoteAddress = '10.9.8.2';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { username: uniqueUsername('spray'), password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 6).every((s) => s === 401)).toBe(true);
    expect(statuses[6]).toBe(429);
    // another address is not affected
    const other = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.8.3',
      payload: { username: uniqueUsername('spray'), password: 'wrong-password' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits registrations from one address', async () => {
    const remoteAddress = '10.9.8.4';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress,
        payload: { username: uniqueUsername('bulk'), password: 'secret123' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 6).every((s) => s === 201)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});

describe('secure cookies behind a proxy', () => {
  it('marks the cookie Secure when the proxy says the request came over HTTPS', async () => {
    const app = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: uniqueUsername(), password: 'secret123' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'reign.sid')?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('server errors', () => {
  it('never shows internals in a 5xx answer', async () => {
    const app = await createTestApp();
    try {
      const user = await registerUser(app);
      expect(user.user.id).toBeGreaterThan(0);
      await app.db.sql.end();
      // the database connection is gone now: the next request fails inside the handler
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.user.username, password: user.password },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE });
    } finally {
      await app.close();
    }
  });
});
