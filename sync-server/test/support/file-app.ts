import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../../src/app';
import type { Env } from '../../src/config';
import { createTestApp } from './harness';

/**
 * The test file's app: built (createTestApp) before the file's tests and closed after them. What it
 * answers stands for that app and can be used and passed on like it inside tests and hooks; used
 * before the file's beforeAll has run, it throws.
 */
export function fileTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  options: Pick<AppOptions, 'clock'> = {},
): FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp(env, options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return new Proxy({} as FastifyInstance, {
    get(_, key) {
      if (!app) throw new Error("the file's app is built in beforeAll: use it inside a test or hook");
      const value: unknown = Reflect.get(app, key, app);
      return typeof value === 'function' ? value.bind(app) : value;
    },
  });
}
