import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app';
import { type Config, type Env, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/connect';
import { endpointUrl, startEmbeddedPostgres } from '../../src/db/embedded';
import { markPaidMember } from '../../src/modules/users/user-repository';
import { createThrowawayDatabase } from './throwaway.mjs';

export const databaseKind = () => inject('databaseKind');

/** A config for tests: the run's database, a temporary DATA_DIR, limits high enough not to interfere. */
export function testConfig(env: Partial<Record<keyof Env, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'reign-data-')),
    SESSION_SECRET: 'test-secret-that-is-long-enough-to-sign-cookies',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_USERNAME: '100000',
    DATABASE_URL: inject('databaseUrl'),
    // due jobs run only when a test calls app.jobs.runDue(): apps of other files share the database
    JOBS_POLL_SECONDS: '0',
    ...env,
  });
}

/** A connection to the run's database; the embedded one takes one connection at a time. */
export function connectTestDatabase(): Promise<Database> {
  return openDatabase({
    url: inject('databaseUrl'),
    dataDir: tmpdir(),
    poolSize: databaseKind() === 'embedded' ? 1 : 4,
  });
}

/** Builds the real app on the run's database, ready for inject; `clock` is its time (the real one unless given). */
export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  options: Pick<AppOptions, 'clock'> = {},
): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(env), database: await connectTestDatabase(), ...options });
}

/** Runs `use` with an app of its own (other settings than the file's app) and closes it after. */
export async function withTestApp<T>(
  env: Partial<Record<keyof Env, string>>,
  use: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const app = await createTestApp(env);
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

/** Sends `n` requests one after another and answers their statuses in order. */
export async function burst(n: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(i)).statusCode);
  return statuses;
}

let counter = 0;
/** A username no other test uses. */
export function uniqueUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${process.pid.toString(36)}${Date.now().toString(36)}${counter}`.slice(0, 50);
}

/** The session cookie set by a response, as inject's `cookies` option. */
export function sessionCookieFrom(res: LightMyRequestResponse): Record<string, string> {
  const cookie = res.cookies.find((c) => c.name === 'reign.sid');
  if (!cookie) throw new Error(`no session cookie in the response (status ${res.statusCode}: ${res.body})`);
  return { 'reign.sid': cookie.value };
}

export interface SignedIn {
  cookies: Record<string, string>;
  user: { id: number; username: string; referralCode: string };
  password: string;
}

/**
 * Registers a new user through the API and returns its session cookie. `remoteAddress` is the
 * client's address (127.0.0.1 unless given; referrals from one address pay once a day).
 */
export async function registerUser(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
  { remoteAddress }: { remoteAddress?: string } = {},
): Promise<SignedIn> {
  const password = (body.password as string | undefined) ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: uniqueUsername(), password, ...body },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { cookies: sessionCookieFrom(res), user: res.json(), password };
}

/** A new, empty database (not migrated) on the run's server, or a new in-memory PGlite. */
export async function freshDatabase(): Promise<{
  url: string;
  kind: 'postgres' | 'embedded';
  drop(): Promise<void>;
}> {
  if (databaseKind() === 'postgres') {
    const { url, drop } = await createThrowawayDatabase(inject('databaseUrl'), 'reign_fresh');
    return { url, kind: 'postgres', drop };
  }
  const embedded = await startEmbeddedPostgres('memory://', 2);
  const url = endpointUrl(embedded.endpoint);
  if (!url) throw new Error('an in-memory embedded database listens on TCP');
  return { url, kind: 'embedded', drop: () => embedded.stop() };
}

/** Marks a user a paid member through the users repository (payment is another module's job). */
export async function makePaidMember(app: FastifyInstance, userId: number): Promise<void> {
  await markPaidMember(app.db.sql, userId);
}

/** A sign-in through the API, from `remoteAddress` (127.0.0.1 unless given); answers the response. */
export function signIn(app: FastifyInstance, username: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** inject with the user's session cookie. */
export function as(app: FastifyInstance, who: { cookies: Record<string, string> }) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      cookies: who.cookies,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    delete: (url: string, payload?: unknown) => call('DELETE', url, payload),
  };
}

/** A POST of a body exactly as given (JSON unless `headers` name another Content-Type), as any client may send. */
export function postRaw(
  app: FastifyInstance,
  url: string,
  payload: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

/** The JSON body of an answer that must have this status (a wrong one shows the body). */
export async function bodyOf(status: number, answer: Promise<LightMyRequestResponse>) {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** The same create sent twice with one client-made id, as a retried request is; answers the id. */
export async function createTwice(
  api: { post(url: string, payload: unknown): Promise<unknown> },
  url: string,
  body: object,
): Promise<string> {
  const id = uuidv7();
  await api.post(url, { ...body, id });
  await api.post(url, { ...body, id });
  return id;
}

/** Signs in the run's administrator (user id 1, made by the global setup). */
export async function signInAdmin(app: FastifyInstance): Promise<{ cookies: Record<string, string> }> {
  const { TEST_ADMIN } = await import('./global-setup');
  const res = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password);
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return { cookies: sessionCookieFrom(res) };
}

/** A multipart/form-data body with one file, for upload routes. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----reign${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real, silent MP3: MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz (417 bytes each). */
export function silentMp3(frames = 40): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}
