import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

/** A Bible text: 200, cached for a year as never changing, the body as JSON. */
async function cachedText(url: string) {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  return res.json();
}

/** A 404 with its message, and no long cache: a book or chapter may come later. */
async function notFoundMessage(url: string) {
  const res = await get(url);
  expect(res.statusCode).toBe(404);
  expect(String(res.headers['cache-control'] ?? '')).not.toContain('immutable');
  return res.json().message;
}

describe('GET /api/bible/:book/:chapter', () => {
  it('answers a chapter to a guest, with verses, neighbours and a long cache', async () => {
    const body = await cachedText('/api/bible/John/3');
    expect(body).toMatchObject({
      book: 'John',
      osis: 'John',
      translation: 'WEB',
      chapter: 3,
      chapterCount: 21,
      previous: { book: 'John', osis: 'John', chapter: 2 },
      next: { book: 'John', osis: 'John', chapter: 4 },
    });
    expect(body.verses).toHaveLength(36);
    expect(body.verses[15]).toMatch(/^For God so loved the world/);
  });

  it('finds books by name or OSIS id in any case, and crosses book boundaries', async () => {
    expect((await get('/api/bible/1-corinthians/13')).json().book).toBe('1 Corinthians');
    expect((await get('/api/bible/1%20Corinthians/13')).json().book).toBe('1 Corinthians');
    expect((await get('/api/bible/1cor/13')).json().book).toBe('1 Corinthians');
    const malachi = (await get('/api/bible/mal/4')).json();
    expect(malachi.next).toEqual({ book: 'Matthew', osis: 'Matt', chapter: 1 });
    expect((await get('/api/bible/Genesis/1')).json().previous).toBeNull();
    expect((await get('/api/bible/Revelation/22')).json().next).toBeNull();
  });

  it('answers 404 with a clear message for an unknown book or chapter, not cached', async () => {
    expect(await notFoundMessage('/api/bible/Hezekiah/3')).toBe('No such book: Hezekiah');
    expect(await notFoundMessage('/api/bible/John/22')).toBe('John has 21 chapters');
    expect(await notFoundMessage('/api/bible/Jude/2')).toBe('Jude has 1 chapter');
  });

  it('refuses a chapter that is not a positive whole number with 400', async () => {
    for (const bad of ['0', 'three', '1.5']) {
      const res = await get(`/api/bible/John/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('GET /api/bible/:book', () => {
  it('answers every chapter of a book for the offline download', async () => {
    const body = await cachedText('/api/bible/psalms');
    expect(body).toMatchObject({
      book: 'Psalms',
      osis: 'Ps',
      previous: { book: 'Job', osis: 'Job', chapter: 42 },
      next: { book: 'Proverbs', osis: 'Prov', chapter: 1 },
    });
    expect(body.chapters).toHaveLength(150);
    expect(body.chapters[22][0]).toMatch(/shepherd/);
  });

  it('answers 404 for an unknown book, and the admin lookup keeps its own path', async () => {
    expect(await notFoundMessage('/api/bible/Hezekiah')).toBe('No such book: Hezekiah');
    expect((await get('/api/bible/lookup?reference=John%203:16')).statusCode).toBe(401);
  });
});
