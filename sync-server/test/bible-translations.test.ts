import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the three translations', () => {
  it('lists WEB, KJV and RV1909 with their facts and the size of their 66 books', async () => {
    const res = await get('/api/translations');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const list = res.json() as Array<{ id: string; abbreviation: string; language: string; bytes: number }>;
    expect(list.map((t) => [t.id, t.abbreviation, t.language])).toEqual([
      ['web', 'WEB', 'en'],
      ['kjv', 'KJV', 'en'],
      ['rv1909', 'RV1909', 'es'],
    ]);
    for (const t of list) expect(t.bytes).toBeGreaterThan(3_500_000);
  });

  it('answers a chapter in the translation asked for, with the book named in its language', async () => {
    const kjv = (await get('/api/bible/Genesis/1?translation=kjv')).json();
    expect(kjv).toMatchObject({ book: 'Genesis', name: 'Genesis', translation: 'KJV', chapter: 1 });
    expect(kjv.verses[0]).toBe('In the beginning God created the heaven and the earth.');
    const rv = (await get('/api/bible/Psalms/23?translation=rv1909')).json();
    expect(rv).toMatchObject({ book: 'Psalms', name: 'Salmos', translation: 'RV1909' });
    expect(rv.verses.join(' ')).toContain('JEHOVÁ es mi pastor');
    // the WEB stays the default, with its English name
    expect((await get('/api/bible/Psalms/23')).json()).toMatchObject({ name: 'Psalms', translation: 'WEB' });
  });

  it('answers a whole book in a translation, cached for a year', async () => {
    const res = await get('/api/bible/Jude?translation=kjv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.json()).toMatchObject({ book: 'Jude', translation: 'KJV', chapters: [expect.any(Array)] });
  });

  it('refuses an unknown translation with a 400 that names the choices', async () => {
    const res = await get('/api/bible/John/3?translation=niv');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('web, kjv, rv1909');
  });
});

describe("Henry's commentary a book at a time", () => {
  it('answers a whole book with its outline and sections, credited', async () => {
    const res = await get('/api/commentary-book/Jonah');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ book: 'Jonah', osis: 'Jonah', credit: 'Matthew Henry, Concise Commentary' });
    expect(body.chapters).toHaveLength(4);
    expect(body.chapters[0].sections[0]).toMatchObject({ from: 1, to: expect.any(Number) });
  });

  it('answers 404 for a book that does not exist', async () => {
    const res = await get('/api/commentary-book/Hezekiah');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such book: Hezekiah');
  });

  it('says how many bytes the whole commentary takes on a device', async () => {
    const res = await get('/api/commentary-size');
    expect(res.statusCode).toBe(200);
    expect(res.json().bytes).toBeGreaterThan(3_000_000);
  });
});
