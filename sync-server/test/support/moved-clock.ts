import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createTestApp } from './harness';

/**
 * A test app whose clock is the process's Date, which `at` moves (only Date is faked: timers and a
 * write's database time are real); Date is real again after each test. For the tests of days in
 * a person's zone (time-zones, time-zone-days).
 */
export function appOnMovedClock(): { app: () => FastifyInstance; at: (iso: string) => void } {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp({}, { clock: () => new Date() });
  });
  afterAll(() => app?.close());
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    app: () => {
      if (!app) throw new Error('the app starts in beforeAll');
      return app;
    },
    at: (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
    },
  };
}
