import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { lazyChildLogger } from '../src/lib/lazy-child-logger';
import { loggerOptions } from '../src/logging';
import { connectTestDatabase, testConfig } from './support/harness';

// Each request's logger (with its id) is made when the request first writes a line its level lets
// through: the same lines as before, and none made for a request that writes nothing.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** `count`: every child logger the server makes is counted (pino's children inherit the count) */
async function appLoggingAt(level: string, count = false) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of chunk.toString().trim().split('\n')) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp(
    { config: testConfig(), database: await connectTestDatabase() },
    { ...(loggerOptions(level, false) as object), stream },
  );
  let made = 0;
  const log = app.log as FastifyBaseLogger;
  const child = log.child.bind(log);
  if (count)
    log.child = (...args) => {
      made += 1;
      return child(...args);
    };
  lines.length = 0;
  return { app, lines, made: () => made };
}

describe("a request's logger", () => {
  it("at info writes Fastify's two lines per request, each with the request's id", async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.reqId).toBeTruthy();
    expect(lines[1]?.reqId).toBe(lines[0]?.reqId);
  });

  it('at warn makes no logger for a request that writes nothing, and one for a line it lets through', async () => {
    const { app, lines, made } = await appLoggingAt('warn', true);
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(made()).toBe(0);
    expect(lines).toEqual([]);

    const request = lazyChildLogger.call(app, app.log, { reqId: 'req-9' }, {}, {} as never);
    request.info('not at warn');
    expect(made()).toBe(0);
    request.warn({ goal: 7 }, 'a goal without tasks');
    request.error('and an error');
    expect(made()).toBe(1);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-9', goal: 7, msg: 'a goal without tasks' },
      { level: 50, reqId: 'req-9', msg: 'and an error' },
    ]);
  });

  it("follows a route's own level, and a child of it keeps the request's id", async () => {
    const { app, lines } = await appLoggingAt('info');
    const debugging = lazyChildLogger.call(app, app.log, { reqId: 'req-3' }, { level: 'debug' }, {} as never);
    debugging.debug('a detail');
    debugging.child({ step: 'sync' }).info('a step');
    expect(lines).toMatchObject([
      { level: 20, reqId: 'req-3', msg: 'a detail' },
      { level: 30, reqId: 'req-3', step: 'sync', msg: 'a step' },
    ]);
  });
});
