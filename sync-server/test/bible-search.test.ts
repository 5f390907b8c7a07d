import { bibleMessages, MAX_BIBLE_SEARCH } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const where = (body: { matches: { book: string; chapter: number; verse: number }[] }) =>
  body.matches.map((m) => `${m.book} ${m.chapter}:${m.verse}`);

describe('GET /api/bible/search', () => {
  it('answers at once with the most relevant verses of the WEB, what matched marked', {
    timeout: 60_000,
  }, async () => {
    const res = await get(`/api/bible/search?q=${encodeURIComponent('do not be anxious')}&limit=10`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json();
    expect(body.total).toBeGreaterThan(10);
    expect(body.matches).toHaveLength(10);
    expect(where(body)).toEqual(
      expect.arrayContaining(['Matthew 6:25', 'Matthew 6:31', 'Matthew 6:34', 'Philippians 4:6']),
    );
    const first = body.matches[0];
    expect(first).toMatchObject({ phrase: true, name: first.book });
    expect(first.text.slice(first.ranges[0].start, first.ranges[0].end)).toBe('don’t be anxious');
    expect(where((await get('/api/bible/search?q=peace')).json()).slice(0, 10)).toContain('John 14:27');
  });

  it('searches the RV1909 in Spanish, accents ignored, books named in Spanish', {
    timeout: 60_000,
  }, async () => {
    const body = (await get('/api/bible/search?q=corazon%20limpio&translation=rv1909')).json();
    const psalm = body.matches.find(
      (m: { book: string; verse: number }) => m.book === 'Psalms' && m.verse === 10,
    );
    expect(psalm).toMatchObject({ name: 'Salmos', chapter: 51, phrase: true });
    expect(where((await get('/api/bible/search?q=paz&translation=rv1909&limit=10')).json())).toContain(
      'John 14:27',
    );
  });

  it('refuses a bad search with 400 and says why', async () => {
    const cases = [
      ['/api/bible/search', bibleMessages.searchEmpty],
      ['/api/bible/search?q=%20%20', bibleMessages.searchEmpty],
      [`/api/bible/search?q=${'a'.repeat(MAX_BIBLE_SEARCH + 1)}`, bibleMessages.searchLong],
      ['/api/bible/search?q=love&limit=0', bibleMessages.searchLimit],
      ['/api/bible/search?q=love&limit=500', bibleMessages.searchLimit],
      ['/api/bible/search?q=love&translation=niv', 'The translation is one of web, kjv, rv1909.'],
    ] as const;
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toContain(message);
    }
  });

  it('finds nothing, with 200, for words not in the Bible', async () => {
    expect((await get('/api/bible/search?q=zerubbabelx')).json()).toEqual({ total: 0, matches: [] });
  });
});
