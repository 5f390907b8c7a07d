import { readVerseComments } from '@reign/bible/node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeGeneratedReflection } from '../src/modules/ai/reflection-repository';
import { as, createTestApp, signInAdmin, withTestApp } from './support/harness';
import { type OpenAiStandIn, startOpenAiStandIn } from './support/openai-stand-in';

let standIn: OpenAiStandIn;
let app: FastifyInstance;
let admin: ReturnType<typeof as>;
const NEW_TEXT =
  'A fresh reflection from the stand-in, long enough to be used by the administrator in the form.';
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  app = await createTestApp({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: standIn.url,
    AI_TIMEOUT_MS: '600',
    AI_MAX_RETRIES: '0',
  });
  admin = as(app, await signInAdmin(app));
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

const lastPrompt = () =>
  standIn.requests
    .at(-1)
    ?.messages.map((m) => m.content)
    .join('\n') ?? '';

describe("the administrator's Generate", () => {
  it('asks the AI with the verse and reference, never answering the stored text', async () => {
    const reference = `Psalm 119:${(Date.now() % 170) + 1}`;
    await storeGeneratedReflection(app.db.sql, reference, 'The stored reflection that must not come back.');
    standIn.reply = () => ({ content: NEW_TEXT });
    const res = await admin.post('/api/admin/scriptures/generate-reflection', {
      verse: 'Your word is a lamp to my feet.',
      reference,
    });
    expect(res.json()).toEqual({ reflection: NEW_TEXT, source: 'ai', ai: 'answered' });
    expect(lastPrompt()).toContain(reference);
    expect(lastPrompt()).toContain('Your word is a lamp to my feet.');
  });

  it('for a series day, also gives the series title, the day title and the day number', async () => {
    standIn.reply = () => ({ content: NEW_TEXT });
    const res = await admin.post('/api/admin/series/generate-reflection', {
      verse: 'Come to me, all you who labor.',
      verseReference: 'Matthew 11:28',
      seriesTitle: 'Peace in a Busy Season',
      dayTitle: 'Rest Is a Gift',
      dayNumber: 3,
    });
    expect(res.json()).toMatchObject({ source: 'ai', ai: 'answered' });
    expect(lastPrompt()).toContain('Peace in a Busy Season');
    expect(lastPrompt()).toContain('Rest Is a Gift');
    expect(lastPrompt()).toContain('day 3 of 7');
  });

  it('writes the Spanish reflection in Spanish from the RV1909, with the Spanish built-in one to fall back on', async () => {
    standIn.reply = () => ({ content: NEW_TEXT });
    await admin.post('/api/admin/scriptures/generate-reflection', {
      verse: 'For God so loved the world.',
      reference: 'John 3:16',
      language: 'es',
    });
    expect(lastPrompt()).toMatch(/Answer in Spanish/);
    expect(lastPrompt()).toContain('Porque de tal manera amó Dios al mundo');
    standIn.reply = () => ({ status: 500, message: 'down' });
    const failed = await admin.post('/api/admin/scriptures/generate-reflection', {
      verse: 'For God so loved the world.',
      reference: 'John 3:16',
      language: 'es',
    });
    expect(failed.json()).toMatchObject({ source: 'fallback', ai: 'failed' });
    expect(failed.json().reflection).toContain('Juan 3:16');
    const wrong = await admin.post('/api/admin/scriptures/generate-reflection', {
      verse: 'v',
      reference: 'John 3:16',
      language: 'klingon',
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('says the AI failed when it does, with the built-in reflection', async () => {
    standIn.reply = () => ({ status: 500, message: 'down' });
    const res = await admin.post('/api/admin/scriptures/generate-reflection', {
      verse: 'v',
      reference: 'John 3:16',
    });
    expect(res.json()).toMatchObject({ source: 'fallback', ai: 'failed' });
    expect(res.json().reflection).toBe((await readVerseComments()).verseComment('John 3:16')?.excerpt);
  });

  it('says the AI is off on a server without a key', async () => {
    await withTestApp({}, async (off) => {
      const res = await as(off, await signInAdmin(off)).post('/api/admin/scriptures/generate-reflection', {
        verse: 'v',
        reference: 'John 3:16',
      });
      expect(res.json()).toMatchObject({ source: 'fallback', ai: 'off' });
      // Matthew Henry's comment on the verse, not the book's template
      expect(res.json().reflection).toBe((await readVerseComments()).verseComment('John 3:16')?.excerpt);
    });
  });
});
