import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../src/plugins/security-headers';
import { as, createTestApp, postRaw, registerUser, uniqueUsername, withTestApp } from './support/harness';
import { isSpokenRefusal, refusal } from './support/refusal';

/** The CSP as a map of directive to its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** Anything that looks like a stack trace or a source path in an answer. */
const INTERNALS = /\bat \S+ \(|node_modules|\.ts:\d+|\/src\/|Error: /;

describe('security headers on every answer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => app.close());

  it.each([
    ['an API answer', 'GET', '/api/health'],
    ['an error answer', 'GET', '/api/no-such-route'],
    ['a refused write', 'POST', '/api/goals'],
    ['a page', 'GET', '/no-such-page'],
  ] as const)('%s carries CSP, nosniff and frame rules', async (_label, method, url) => {
    const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // no inline or eval'd script may run: an injected <script> cannot execute
    const scripts = csp.get('script-src') ?? csp.get('default-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("an API answer is data: its policy lets it load and run nothing, and the document's rules stay off it", async () => {
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(directives(API_CONTENT_SECURITY_POLICY).get('default-src')).toEqual(["'none'"]);
    expect(api.headers['permissions-policy']).toBeUndefined();
    // a referrer policy rules the requests a document makes; an answer that is not one makes none
    expect(api.headers['referrer-policy']).toBeUndefined();

    const page = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(page.headers['permissions-policy']).toContain('camera=()');
  });

  it("sends HSTS (and upgrades a page's insecure requests) only when the request came over HTTPS", async () => {
    const plain = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);

    const https = { 'x-forwarded-proto': 'https' };
    const secure = await app.inject({ method: 'GET', url: '/no-such-page', headers: https });
    expect(secure.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const api = await app.inject({ method: 'GET', url: '/api/health', headers: https });
    expect(api.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('does not believe X-Forwarded-Proto when no proxy is trusted', async () => {
    await withTestApp({ TRUST_PROXY: 'false' }, async (direct) => {
      const res = await direct.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, with an expiry; and no cookie for anonymous reads', async () => {
    await withTestApp({}, async (app) => {
      const anonymous = await app.inject({ method: 'GET', url: '/api/today-scripture' });
      expect(anonymous.headers['set-cookie']).toBeUndefined();

      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: uniqueUsername(), password: 'secret123' },
      });
      const cookie = res.cookies.find((c) => c.name === 'reign.sid');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // plain HTTP without a trusted proxy: a Secure cookie would never come back
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.expires).toBeInstanceOf(Date);
      // the value is signed: a forged one is not a session
      const forged = await app.inject({
        method: 'GET',
        url: '/api/user',
        cookies: { 'reign.sid': `${cookie?.value.split('.')[0]}.forged` },
      });
      expect(forged.statusCode).toBe(401);
    });
  });

  it.each([
    ['when configured so, behind an HTTPS proxy', { COOKIE_SECURE: 'true', TRUST_PROXY: '1' }],
    ['when the trusted proxy says the request came over HTTPS', { TRUST_PROXY: '1' }],
  ])('is Secure %s', async (_label, env) => {
    await withTestApp(env, async (app) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: uniqueUsername(), password: 'secret123' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.headers['set-cookie']).toMatch(/;\s*Secure/i);
      expect(res.cookies.find((c) => c.name === 'reign.sid')?.secure).toBe(true);
    });
  });
});

describe('body size limits', () => {
  let app: FastifyInstance;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    app = await createTestApp();
    user = await registerUser(app);
  });
  afterAll(() => app.close());

  it('refuses a JSON body over 1 MiB with 413 and a message, saving nothing', async () => {
    const res = await as(app, user).post('/api/goals', {
      title: 'x'.repeat(1024 * 1024 + 10),
      category: 'Spiritual',
    });
    expect(res.statusCode).toBe(413);
    // refused by its Content-Length before it is read (plugins/session-body-guard.ts)
    expect(res.json()).toEqual(
      refusal({ code: 'server.tooLargeFor', values: { size: '1 MiB' } }, 'too_large'),
    );
    expect(res.json().message).toBe('The request is too large: at most 1 MiB can be sent here.');
    expect((await as(app, user).get('/api/goals')).json()).toEqual([]);
  });

  it('lets a sync push carry more than 1 MiB (a full batch of long entries), up to its own limit', async () => {
    const padding = 'p'.repeat(2 * 1024 * 1024);
    const big = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      cookies: user.cookies,
      payload: { clientId: 'size-test', schemaVersion: 1, mutations: [], padding },
    });
    // past the size check: the strict schema refuses the unknown field, not the size
    expect(big.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      cookies: user.cookies,
      payload: { clientId: 'size-test', schemaVersion: 1, mutations: [], padding: padding.repeat(3) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('no internals in any answer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['broken JSON', { 'content-type': 'application/json' }, '{"username": '],
    ['a JSON string', { 'content-type': 'application/json' }, '"hello"'],
    ['form encoding', { 'content-type': 'application/x-www-form-urlencoded' }, 'username=a&password=b'],
    ['XML', { 'content-type': 'application/xml' }, '<a/>'],
    ['a prototype key', { 'content-type': 'application/json' }, '{"__proto__": {"admin": true}}'],
    ['a huge number', { 'content-type': 'application/json' }, `{"username": ${'9'.repeat(400)}}`],
    ['deep nesting', { 'content-type': 'application/json' }, `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ])('%s gets a 4xx with a plain message', async (_label, headers, payload) => {
    const res = await postRaw(app, '/api/login', payload, headers);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(isSpokenRefusal(body)).toBe(true);
    expect(body.message).not.toMatch(INTERNALS);
  });

  it('answers unknown paths and methods with a JSON 404 naming the route, nothing more', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/goals/1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(
      refusal({ code: 'server.noRoute', values: { method: 'PATCH', path: '/api/goals/1' } }, 'not_found'),
    );
  });
});
