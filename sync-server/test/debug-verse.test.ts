import { MAX_DEBUG_VERSES } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/harness';
import { refusal } from './support/refusal';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const debug = (name: string) => app.inject({ method: 'GET', url: `/api/debug/${encodeURIComponent(name)}` });

describe('GET /api/debug/{name} answers are bounded', () => {
  it('refuses a 99-character name of many ranges with a short 400, never a huge answer', async () => {
    const name = `Psalm 119:${Array(15).fill('1-176').join(',')}`.slice(0, 99);
    expect(name).toHaveLength(99);
    const res = await debug(name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'debug.tooManyVerses' }, 'invalid_request'));
    expect(res.body.length).toBeLessThan(200);
  });

  it(`shows up to ${MAX_DEBUG_VERSES} verses, a whole chapter counting all of its verses`, async () => {
    const thirty = await debug(`Psalm 119:1-${MAX_DEBUG_VERSES}`);
    expect(thirty.statusCode).toBe(200);
    expect(thirty.body.length).toBeLessThan(10_000);
    expect((await debug(`Psalm 119:1-${MAX_DEBUG_VERSES + 1}`)).statusCode).toBe(400);
    const repeated = `John 3:${Array(MAX_DEBUG_VERSES + 1)
      .fill('16')
      .join(',')}`;
    expect((await debug(repeated)).statusCode).toBe(400);
    expect((await debug('Psalm 119')).json()).toEqual(
      refusal({ code: 'debug.tooManyVerses' }, 'invalid_request'),
    );
    expect((await debug('Psalm 117')).json()).toMatchObject({ reference: 'Psalm 117' });
  });

  it('refuses a name over 100 characters with a message the page can show', async () => {
    const res = await debug(`John 3:16${' '.repeat(100)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(refusal({ code: 'server.addressPartTooLong' }, 'invalid_request'));
  });
});
