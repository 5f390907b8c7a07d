import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { builtInReflection } from '../src/modules/ai';
import { newScheduledScripture } from './support/factories';
import { connectTestDatabase, testConfig } from './support/harness';
import { type OpenAiStandIn, type StandInReply, startOpenAiStandIn } from './support/openai-stand-in';
import { isBuiltInSteps } from './support/scripture-quotes';
import { freePort } from './support/throwaway.mjs';

// The AI service's faults, route by route (the rest of the AI tests are in ai.test.ts).
describe('every AI route answers its fallback within the timeout when the service fails', () => {
  const TIMEOUT_MS = 1000;
  /** time for the request itself (database, the SDK's set-up) on a busy machine */
  const MARGIN_MS = 1000;
  const aiEnv = (baseUrl: string) => ({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: baseUrl,
    AI_TIMEOUT_MS: String(TIMEOUT_MS),
    AI_MAX_RETRIES: '1',
    AI_RATE_LIMIT_PER_HOUR: '100000',
  });
  let failing: OpenAiStandIn;
  let onStandIn: FastifyInstance;
  let unreachable: FastifyInstance;
  let day = 0;
  const clock = { now: new Date('2077-03-01T15:00:00Z') };

  beforeAll(async () => {
    failing = await startOpenAiStandIn();
    const build = async (baseUrl: string) =>
      buildApp({
        config: testConfig(aiEnv(baseUrl)),
        database: await connectTestDatabase(),
        clock: () => clock.now,
      });
    onStandIn = await build(failing.url);
    // a free port is one nothing listens on
    unreachable = await build(`http://127.0.0.1:${await freePort()}/v1`);
  });
  afterAll(async () => {
    await onStandIn.close();
    await unreachable.close();
    await failing.close();
  });

  const unique = () => `${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
  /** One call per route: the request, and the check that the answer is the built-in text. */
  const cases: Record<string, (app: FastifyInstance) => Promise<{ status: number; fallback: boolean }>> = {
    [routes.aiReflection.path]: async (app) => {
      const reference = `Isaiah 40:${unique()}`;
      const res = await app.inject({
        method: 'POST',
        url: routes.aiReflection.path,
        payload: { verse: 'Comfort my people.', reference },
      });
      return {
        status: res.statusCode,
        fallback:
          res.json().source === 'fallback' && res.json().reflection === (await builtInReflection(reference)),
      };
    },
    [routes.aiActionSteps.path]: async (app) => {
      const priority = `Serve my neighbours ${unique()}`;
      const res = await app.inject({ method: 'POST', url: routes.aiActionSteps.path, payload: { priority } });
      return {
        status: res.statusCode,
        fallback: res.json().source === 'fallback' && isBuiltInSteps(priority, res.json().actionSteps),
      };
    },
    [routes.aiEncouragement.path]: async (app) => {
      const body = { priorities: ['Family', 'Rest'], actionSteps: [], challenges: `Tired ${unique()}` };
      const res = await app.inject({ method: 'POST', url: routes.aiEncouragement.path, payload: body });
      return {
        status: res.statusCode,
        // the built-in prayer naming the priorities, quoting a verse (issue 36)
        fallback:
          res.json().source === 'fallback' &&
          res.json().encouragement.includes('my first priority, Family, together with Rest.') &&
          res.json().encouragement.includes('Your word says: “'),
      };
    },
    [routes.aiGoalTasks.path]: async (app) => {
      const res = await app.inject({
        method: 'POST',
        url: routes.aiGoalTasks.path,
        payload: { title: `Read the Psalms ${unique()}`, category: 'spiritual', targetDate: '2099-01-01' },
      });
      return {
        status: res.statusCode,
        fallback: res.json().source === 'fallback' && res.json().tasks.length > 0,
      };
    },
    // today's scripture generates its reflection through the same helper: a scheduled verse with
    // no usable reflection of its own, on a day of its own, so no reflection kept before answers
    [routes.todayScripture.path]: async (app) => {
      day += 1;
      const date = `2077-04-${String(day).padStart(2, '0')}`;
      const reference = `Lamentations 3:${unique()}`;
      await newScheduledScripture(app, {
        scheduleDate: date,
        verse: 'His mercies are new every morning.',
        reference,
      });
      clock.now = new Date(`${date}T15:00:00Z`);
      const res = await app.inject({ method: 'GET', url: routes.todayScripture.path });
      return {
        status: res.statusCode,
        fallback:
          res.json().reference === reference &&
          res.json().reflection === (await builtInReflection(reference)),
      };
    },
  };

  it('has a case for every AI route in the contract', () => {
    const aiPaths = Object.values(routes)
      .filter((r) => (r.tags as readonly string[]).includes('ai'))
      .map((r) => r.path);
    expect(aiPaths.length).toBeGreaterThan(0);
    expect(Object.keys(cases).sort()).toEqual([...aiPaths, routes.todayScripture.path].sort());
  });

  const failures: Array<[string, StandInReply | 'unreachable']> = [
    ['hangs', 'hang'],
    ['answers 500', { status: 500, message: 'The server had an error' }],
    ['answers garbage', { raw: '<html><body>502 Bad Gateway</body></html>' }],
    [
      'answers an empty completion',
      { raw: '{"id":"x","object":"chat.completion","choices":[]}', contentType: 'application/json' },
    ],
    ['is unreachable', 'unreachable'],
  ];
  for (const [what, reply] of failures) {
    for (const path of Object.keys(cases)) {
      it(`${path} when the service ${what}`, async () => {
        const app = reply === 'unreachable' ? unreachable : onStandIn;
        if (reply !== 'unreachable') failing.reply = () => reply;
        const before = failing.requests.length;
        const started = Date.now();
        const outcome = await cases[path]?.(app);
        const elapsed = Date.now() - started;
        expect(outcome).toEqual({ status: 200, fallback: true });
        expect(elapsed).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
        // the service was really asked (not skipped by the allowance or a kept answer)
        if (reply !== 'unreachable') expect(failing.requests.length).toBeGreaterThan(before);
      });
    }
  }
});
