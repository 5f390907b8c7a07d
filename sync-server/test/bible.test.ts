import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/bible/:book/:chapter', () => {
  it('answers a chapter to a guest, with verses, neighbours and a long cache', async () => {
    const res = await get('/api/bible/John/3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = res.json();
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
    const book = await get('/api/bible/Hezekiah/3');
    expect(book.statusCode).toBe(404);
    expect(book.json().message).toBe('No such book: Hezekiah');
    expect(String(book.headers['cache-control'] ?? '')).not.toContain('immutable');
    const chapter = await get('/api/bible/John/22');
    expect(chapter.statusCode).toBe(404);
    expect(chapter.json().message).toBe('John has 21 chapters');
    expect((await get('/api/bible/Jude/2')).json().message).toBe('Jude has 1 chapter');
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
    const res = await get('/api/bible/psalms');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    const body = res.json();
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
    const res = await get('/api/bible/Hezekiah');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such book: Hezekiah');
    expect((await get('/api/bible/lookup?reference=John%203:16')).statusCode).toBe(401);
  });
});
