import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { keptQueryValidator } from '../src/lib/kept-query-validator';

/** A query schema that counts how often it is asked, the way a route's query is. */
function countedQuery() {
  const asked = { count: 0 };
  const schema = z.strictObject({
    zone: z.optional(
      z.string().check(
        z.refine((zone) => {
          asked.count += 1;
          return zone !== 'Nowhere';
        }, 'Choose a time zone from the list'),
      ),
    ),
    lang: z.optional(z.enum(['en', 'es'])),
  });
  const validate = keptQueryValidator({ schema, httpPart: 'querystring', method: 'GET', url: '/q' });
  return { asked, validate };
}

type Answer = { value?: unknown; error?: unknown };
const query = (fields: Record<string, string | string[]>) => Object.assign(Object.create(null), fields);

describe("a GET's query, checked once per distinct query", () => {
  it('checks a query once and answers the same value after, each query its own', () => {
    const { asked, validate } = countedQuery();
    const madrid = validate(query({ zone: 'Europe/Madrid', lang: 'es' })) as Answer;
    for (let i = 0; i < 3; i++) {
      expect((validate(query({ zone: 'Europe/Madrid', lang: 'es' })) as Answer).value).toEqual({
        zone: 'Europe/Madrid',
        lang: 'es',
      });
    }
    expect(asked.count).toBe(1);
    expect(madrid.value).toEqual({ zone: 'Europe/Madrid', lang: 'es' });
    // another zone, or the same values under other names, is another query
    expect((validate(query({ zone: 'Asia/Manila', lang: 'es' })) as Answer).value).toEqual({
      zone: 'Asia/Manila',
      lang: 'es',
    });
    expect(asked.count).toBe(2);
  });

  it('refuses a bad query every time it comes (a refusal is not kept as an answer)', () => {
    const { asked, validate } = countedQuery();
    for (let i = 0; i < 2; i++) {
      const answer = validate(query({ zone: 'Nowhere' })) as Answer;
      expect(answer.error).toBeDefined();
      expect(answer.value).toBeUndefined();
    }
    expect(asked.count).toBe(2);
    expect((validate(query({ lang: 'fr' })) as Answer).error).toBeDefined();
    expect((validate(query({ zone: 'UTC', extra: '1' })) as Answer).error).toBeDefined();
  });

  it('shares a kept value frozen, so no request can change what the next one reads', () => {
    const { validate } = countedQuery();
    const first = (validate(query({ lang: 'en' })) as Answer).value as Record<string, unknown>;
    expect(Object.isFrozen(first)).toBe(true);
    // modules run strict: writing to a frozen object throws
    expect(() => {
      first.lang = 'es';
    }).toThrow(TypeError);
    expect((validate(query({ lang: 'en' })) as Answer).value).toEqual({ lang: 'en' });
  });

  it('does not mix queries whose names and values run together ("ab"+"c" is not "a"+"bc")', () => {
    const schema = z.record(z.string(), z.string());
    const validate = keptQueryValidator({ schema, httpPart: 'querystring', method: 'GET', url: '/r' });
    expect((validate(query({ ab: 'c' })) as Answer).value).toEqual({ ab: 'c' });
    expect((validate(query({ a: 'bc' })) as Answer).value).toEqual({ a: 'bc' });
  });

  it('checks a repeated name (a list) every time, and still keeps at most 256 queries', () => {
    const { asked, validate } = countedQuery();
    for (let i = 0; i < 2; i++)
      expect((validate(query({ zone: ['UTC', 'UTC'] })) as Answer).error).toBeDefined();
    expect(asked.count).toBe(0);
    // 300 distinct zones, then the first again: it was let go, so it is checked again, correctly
    for (let i = 0; i < 300; i++) validate(query({ zone: `Zone/${i}` }));
    expect(asked.count).toBe(300);
    expect((validate(query({ zone: 'Zone/0' })) as Answer).value).toEqual({ zone: 'Zone/0' });
    expect(asked.count).toBe(301);
  });

  it('checks a long query every time, so what is kept stays small whatever callers send', () => {
    const { asked, validate } = countedQuery();
    const long = `Zone/${'x'.repeat(300)}`;
    for (let i = 0; i < 2; i++)
      expect((validate(query({ zone: long })) as Answer).value).toEqual({ zone: long });
    expect(asked.count).toBe(2);
  });

  it('leaves bodies and parameters to the plain validator, checked on every request', () => {
    const asked = { count: 0 };
    const schema = z.strictObject({
      title: z.string().check(z.refine(() => ++asked.count > 0)),
    });
    const validate = keptQueryValidator({ schema, httpPart: 'body', method: 'POST', url: '/b' });
    validate({ title: 'x' });
    validate({ title: 'x' });
    expect(asked.count).toBe(2);
  });
});
