import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastifyOptions } from '../src/app';
import { testConfig } from './support/harness';

afterEach(() => vi.useRealTimers());

/** A plugin that finishes only after `ms` of (fake) time, like migrations on a slow machine. */
const slowPlugin = (ms: number) => async () => {
  await new Promise((resolve) => setTimeout(resolve, ms));
};

describe('start-up on a slow machine', () => {
  it('waits for a start-up step longer than the 10 s default (a fresh database on a busy box)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = Fastify(fastifyOptions(testConfig()));
    app.register(slowPlugin(30_000));
    const ready = app.ready();
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(ready).resolves.toBeDefined();
    await app.close();
  });

  it('still gives up on a start that truly hangs, with the timeout error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = Fastify(fastifyOptions(testConfig()));
    app.register(slowPlugin(10 * 60_000));
    const outcome = expect(app.ready()).rejects.toMatchObject({ code: 'FST_ERR_PLUGIN_TIMEOUT' });
    await vi.advanceTimersByTimeAsync(121_000);
    await outcome;
  });
});
