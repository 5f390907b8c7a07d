import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyOptions, app as reignApp } from '../src/app';
import { connectTestDatabase, testConfig } from './support/harness';
import { writeWebDist } from './support/web-dist';

// A server without mail (the documented default) says so once, as information, and a sign-up with
// an e-mail address is not an error in its log (issue 53, item 3).
const lines: Array<{ level: number; msg: string }> = [];
// production, as a server people run; a stand-in web build, so the test needs no built app
const config = testConfig({
  NODE_ENV: 'production',
  WEB_DIST_DIR: writeWebDist(
    "export const RENDERED_PATHS = []; export async function renderPage() { return ''; }",
  ),
});
const app = Fastify({
  ...fastifyOptions(config),
  logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
});

beforeAll(async () => {
  await app.register(reignApp, { config, database: await connectTestDatabase() });
  await app.ready();
});
afterAll(() => app.close());

describe('a server without mail', () => {
  it('says so once at start as information, and logs no error when someone signs up with an address', async () => {
    const told = lines.filter((l) => /SMTP_URL/.test(l.msg));
    expect(told).toHaveLength(1);
    expect(told[0]?.level).toBe(30);
    const username = `mailless_${Date.now()}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, password: 'faithful-123', email: `${username}@example.com` },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(lines.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([]);
  });
});
