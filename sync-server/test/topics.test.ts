import { readTopicIndex } from '@reign/bible/node';
import { NEXT_CURSOR_HEADER, pageMessages, topicMessages } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const DAY = 'public, max-age=86400';

describe('GET /api/topics', () => {
  it('lists the first page alphabetically, a day in caches, with the next cursor', async () => {
    const res = await get('/api/topics?limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(DAY);
    expect(res.json()).toEqual([
      { topic: 'Aaron', name: 'Aaron', entries: expect.any(Number), references: expect.any(Number) },
      { topic: 'Abaddon', name: 'Abaddon', entries: 1, references: expect.any(Number) },
      { topic: 'Abagtha', name: 'Abagtha', entries: 1, references: expect.any(Number) },
    ]);
    const cursor = res.headers[NEXT_CURSOR_HEADER] as string;
    const next = await get(`/api/topics?limit=3&cursor=${cursor}`);
    expect(next.json()[0].topic).toBe('Abana');
  });

  it('finds Prayer and Mustard by their names in any case, names starting with the words first', async () => {
    const prayer = (await get('/api/topics?q=PRAYER')).json();
    expect(prayer[0]).toMatchObject({ topic: 'Prayer', entries: 8 });
    expect(prayer.slice(1).every((t: { topic: string }) => t.topic.toLowerCase().includes('prayer'))).toBe(
      true,
    );
    expect((await get('/api/topics?q=mustard')).json()).toEqual([
      { topic: 'Mustard', name: 'Mustard', entries: 1, references: 2 },
    ]);
    expect((await get('/api/topics?q=xyzzy')).json()).toEqual([]);
  });

  it("finds everyday topics by a person's words in English or Spanish, named in the language", async () => {
    const amor = (await get('/api/topics?q=amor&lang=es')).json();
    expect(amor[0]).toEqual({ topic: 'Love', name: 'Amor', entries: 7, references: expect.any(Number) });
    expect(amor.map((t: { topic: string }) => t.topic)).toEqual(
      expect.arrayContaining(['Amorites', 'Hamor']),
    );
    expect((await get('/api/topics?q=love')).json()[0]).toMatchObject({ topic: 'Love', name: 'Love' });
    for (const q of ['preocupaci%C3%B3n', 'worry']) {
      const care = (await get(`/api/topics?q=${q}&lang=es`)).json();
      expect(care[0], q).toMatchObject({ topic: 'Care', name: 'Ansiedad y preocupación' });
    }
    const trust = (await get('/api/topics?q=trust')).json();
    expect(trust[0]).toMatchObject({ topic: 'Faith', name: 'Faith and trust' });
    expect(trust).toContainEqual({ topic: 'Trust', name: 'Trust', entries: 0, references: 0, see: 'Faith' });
    const bad = await get('/api/topics?lang=fr');
    expect(bad.statusCode).toBe(400);
  });

  it("lists a letter's topics page by page, all of them", async () => {
    const index = await readTopicIndex();
    const expected = index.letters().find((l) => l.letter === 'Q')?.topics;
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await get(`/api/topics?letter=q&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      names.push(...res.json().map((t: { topic: string }) => t.topic));
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
    } while (cursor);
    expect(names).toHaveLength(expected ?? -1);
    expect(names.every((n) => n.startsWith('Q'))).toBe(true);
  });

  it('refuses a bad letter, an over-long search and a cursor not of this list with 400 and why', async () => {
    const letter = await get('/api/topics?letter=ab');
    expect(letter.statusCode).toBe(400);
    expect(letter.json().message).toContain(topicMessages.letter);
    expect((await get('/api/topics?letter=1')).statusCode).toBe(400);
    const long = await get(`/api/topics?q=${'a'.repeat(61)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(topicMessages.search);
    const stranger = Buffer.from(JSON.stringify(['0', 'No such topic'])).toString('base64url');
    const cursor = await get(`/api/topics?cursor=${stranger}`);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe(pageMessages.cursor);
    expect((await get('/api/topics?cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('GET /api/topic-letters', () => {
  it('counts the topics under each letter A to Z', async () => {
    const res = await get('/api/topic-letters');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(DAY);
    const letters = res.json() as Array<{ letter: string; topics: number }>;
    expect(letters.map((l) => l.letter).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    // all of Nave's 5,295 but the names without a verse anywhere
    expect(letters.reduce((sum, l) => sum + l.topics, 0)).toBe((await readTopicIndex()).size);
    expect(letters.find((l) => l.letter === 'W')?.topics).toBeGreaterThan(50);
  });
});

describe('GET /api/everyday-topics', () => {
  it('opens on the topics of everyday life, in English or Spanish, each with verses', async () => {
    const en = await get('/api/everyday-topics');
    expect(en.statusCode).toBe(200);
    expect(en.headers['cache-control']).toBe(DAY);
    const names = en.json().map((t: { name: string }) => t.name);
    expect(names.slice(0, 3)).toEqual(['Love', 'Anxiety and worry', 'Fear and courage']);
    expect(names).toEqual(expect.arrayContaining(['Salvation', 'Wisdom', 'Faith and trust', 'Work']));
    const es = (await get('/api/everyday-topics?lang=es')).json();
    expect(es[0]).toMatchObject({ topic: 'Love', name: 'Amor' });
    expect(es.every((t: { references: number }) => t.references > 0)).toBe(true);
  });
});

describe('GET /api/topics/{name}', () => {
  it('answers one topic with readable references, the first short ones quoted in the WEB', async () => {
    const res = await get(`/api/topics/${encodeURIComponent('mustard')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(DAY);
    const mustard = res.json();
    expect(mustard.topic).toBe('Mustard');
    expect(mustard.entries[0].references[0].reference).toBe('Matthew 13:31');
    expect(mustard.entries[0].references[0].text).toContain('mustard seed');
  });

  it("quotes in the reader's translation and names the topic in the language", async () => {
    const es = (await get('/api/topics/Care?translation=rv1909&lang=es')).json();
    expect(es).toMatchObject({ topic: 'Care', name: 'Ansiedad y preocupación' });
    expect(es.entries.map((e: { label: string }) => e.label)).toEqual([
      'Del mundo',
      'Remedio para ella',
      'Ejemplos: Marta',
    ]);
    const quoted = es.entries.flatMap((e: { references: Array<{ text?: string }> }) => e.references);
    const en = (await get('/api/topics/Care')).json();
    const quotedEn = en.entries.flatMap((e: { references: Array<{ text?: string }> }) => e.references);
    const first = quoted.find((r: { text?: string }) => r.text);
    const firstEn = quotedEn.find((r: { text?: string }) => r.text);
    expect(first.reference).toBe(firstEn.reference);
    expect(first.text).not.toBe(firstEn.text);
    expect(first.text).toMatch(/[áéíóúñ]|\b(el|la|de|que|y)\b/);
    expect((await get('/api/topics/Care?translation=nope')).statusCode).toBe(400);
  });

  it('links related topics that exist, by their names', async () => {
    // the source says 'Priest', 'High' (one name split in two); only Priest is a topic
    const aaron = await get('/api/topics/aaron');
    expect(aaron.json()).toMatchObject({ topic: 'Aaron', see: [{ topic: 'Priest', name: 'Priest' }] });
    const advice = (await get('/api/topics/Advice')).json();
    expect(advice).toEqual({
      topic: 'Advice',
      name: 'Advice',
      see: [{ topic: 'Counsel', name: 'Counsel' }],
      entries: [],
    });
    for (const see of [...aaron.json().see, ...advice.see] as Array<{ topic: string }>) {
      expect((await get(`/api/topics/${encodeURIComponent(see.topic)}`)).statusCode).toBe(200);
    }
  });

  it('answers 404 with a message for a name that is not a topic', async () => {
    const res = await get('/api/topics/Nothing%20like%20it');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(topicMessages.unknown);
    const long = await get(`/api/topics/${'a'.repeat(81)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(topicMessages.name);
  });
});
