import { COMMENTARY_CREDIT, TREASURY_CREDIT, type VerseComments } from '@reign/bible';
import { dailyVerseFor, dailyVerseIndex } from '@reign/bible/daily-verses';
import { readBible, readVerseComments } from '@reign/bible/node';
import { commentaryMessages, MAX_COMMENTARY_VERSES } from '@reign/contract';
import { fallbackReflection } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInReflection, commentaryCredit } from '../src/modules/ai';
import { aiAppForFile } from './support/ai-app';
import { newScheduledScripture, usedVerse } from './support/factories';
import { as, createTestApp, registerUser } from './support/harness';

// A default install: no AI key, nothing scheduled unless a test schedules it.
let app: FastifyInstance;
let commentary: VerseComments;
const clock = { now: new Date('2026-06-15T18:00:00Z') };
beforeAll(async () => {
  app = await createTestApp({}, { clock: () => clock.now });
  commentary = await readVerseComments();
});
afterAll(() => app.close());

const ai = aiAppForFile();

/** The comment on a reference's verse (Henry's, Spurgeon's on a psalm), as the rule chooses it; fails the test where there is none. */
const henryOn = (reference: string) => {
  const comment = commentary.verseComment(reference);
  if (!comment) throw new Error(`no comment on ${reference}`);
  return comment;
};
const get = (url: string) => app.inject({ method: 'GET', url });

describe('reflections from Matthew Henry on a default install', () => {
  it("today's reflection quotes Henry on today's passage, and two days read differently", async () => {
    const today = (await get('/api/today-scripture')).json();
    expect(today.reference).toBe(dailyVerseFor('2026-06-15').reference);
    const comment = henryOn(today.reference);
    expect(today.reflection).toBe(comment.excerpt);
    for (const paragraph of today.reflection.split('\n\n')) expect(comment.section.text).toContain(paragraph);
    expect(today.reflection).not.toBe(fallbackReflection(today.reference));
    expect(today.credit).toBe(comment.credit);

    clock.now = new Date('2026-06-16T18:00:00Z');
    const tomorrow = (await get('/api/today-scripture')).json();
    clock.now = new Date('2026-06-15T18:00:00Z');
    expect(tomorrow.reference).not.toBe(today.reference);
    expect(tomorrow.reflection).toBe(henryOn(tomorrow.reference).excerpt);
    expect(tomorrow.reflection).not.toBe(today.reflection);
  });

  it("a past day's reflection in the archive quotes Henry on that day's verse", async () => {
    const past = dailyVerseFor('2026-06-01');
    await usedVerse(app, '2026-06-01', {
      reference: past.reference,
      verseIndex: dailyVerseIndex('2026-06-01'),
    });
    const list = (await as(app, await registerUser(app)).get('/api/reflections/scheduled')).json() as Array<{
      date: string;
      verseReference: string;
      reflection: string;
      credit?: string;
    }>;
    const day = list.find((d) => d.date === '2026-06-03');
    expect(day?.reflection).toBe(henryOn(day?.verseReference ?? '').excerpt);
    expect(day?.credit).toBe(henryOn(day?.verseReference ?? '').credit);
    const days = list.filter((d) => d.date < '2026-06-15').slice(0, 5);
    expect(new Set(days.map((d) => d.reflection)).size).toBe(days.length);
  });

  it('the debug page quotes Henry for a date and for a reference', async () => {
    const byDate = (await get('/api/debug/2026-06-10')).json();
    expect(byDate.reflection).toBe(henryOn(byDate.reference).excerpt);
    expect(byDate.credit).toBe(henryOn(byDate.reference).credit);
    const byReference = (await get(`/api/debug/${encodeURIComponent('Hebrews 4:16')}`)).json();
    expect(byReference.reflection).toContain('to come boldly to the throne of grace');
  });

  it('keeps the book template only where neither commentary wrote anything (Leviticus 19)', async () => {
    const res = (await get(`/api/debug/${encodeURIComponent('Leviticus 19:18')}`)).json();
    expect(res.reflection).toBe(fallbackReflection('Leviticus 19:18'));
    expect(res.credit).toBeUndefined();
  });

  it("a scheduled reflection still wins, and one of 20 characters or less gives way to Henry's", async () => {
    await newScheduledScripture(app, {
      scheduleDate: '2026-06-05',
      verse: 'Come boldly to the throne of grace.',
      reference: 'Hebrews 4:16',
      reflection: 'The admin wrote this reflection for the fifth.',
    });
    await newScheduledScripture(app, {
      scheduleDate: '2026-06-06',
      verse: 'Come boldly to the throne of grace.',
      reference: 'Hebrews 4:16',
      reflection: 'Too short.',
    });
    const own = (await get('/api/debug/2026-06-05')).json();
    expect(own.reflection).toBe('The admin wrote this reflection for the fifth.');
    expect(own.credit).toBeUndefined();
    expect((await get('/api/debug/2026-06-06')).json().reflection).toBe(henryOn('Hebrews 4:16').excerpt);
    clock.now = new Date('2026-06-05T18:00:00Z');
    const today = (await get('/api/today-scripture')).json();
    clock.now = new Date('2026-06-15T18:00:00Z');
    expect(today.reflection).toBe('The admin wrote this reflection for the fifth.');
  });
});

describe('the AI writes with Henry beside it', () => {
  const ask = async (reference: string) => {
    const verse = (await readBible()).lookup(reference)?.text ?? '';
    return ai.app.inject({ method: 'POST', url: '/api/ai/reflection', payload: { verse, reference } });
  };

  it("gives the AI Henry's section on the verse and the verse's text", async () => {
    ai.standIn.reply = () => ({ content: 'Come to Him boldly today, for grace is there for you.' });
    const res = await ask('Hebrews 4:16');
    expect(res.json().source).toBe('ai');
    const prompt = String(ai.standIn.requests.at(-1)?.messages.at(-1)?.content);
    expect(prompt).toContain('Matthew Henry, Concise Commentary on Hebrews 4:11-16');
    expect(prompt).toContain(henryOn('Hebrews 4:16').section.text);
    expect(prompt).toContain((await readBible()).lookup('Hebrews 4:16')?.text);
  });

  it("falls back to Henry's comment, not the template, when the AI fails", async () => {
    ai.standIn.reply = () => ({ status: 500, message: 'down' });
    const res = (await ask('Romans 12:2')).json();
    expect(res).toEqual({ reflection: henryOn('Romans 12:2').excerpt, source: 'fallback' });
  });
});

describe('reflections on the verse itself', () => {
  // through the rule itself: the database other files share may keep a generated reflection for these verses
  it("Psalm 23:1's reflection is Spurgeon's, credited, without Henry's heading", async () => {
    const reflection = await builtInReflection('Psalm 23:1');
    expect(await commentaryCredit('Psalm 23:1', reflection)).toEqual({ credit: TREASURY_CREDIT });
    expect(reflection.startsWith('What condescension is this')).toBe(true);
    expect(reflection).not.toMatch(/--|Confidence in God's grace/);
    expect(reflection).toContain('\n\n');
  });

  it("Nehemiah 9:6's reflection speaks of the Creator, not the confession", async () => {
    const reflection = await builtInReflection('Nehemiah 9:6');
    expect(reflection).toMatch(/made heaven/);
    expect(reflection).not.toMatch(/confess/i);
    expect(await commentaryCredit('Nehemiah 9:6', reflection)).toEqual({
      credit: henryOn('Nehemiah 9:6').credit,
    });
  });

  it('GET /api/verse-comment/{reference} answers the whole comment the reflection is cut from', async () => {
    const psalm = (await get(`/api/verse-comment/${encodeURIComponent('Psalm 23:1')}`)).json();
    expect(psalm.credit).toBe(TREASURY_CREDIT);
    expect(psalm.sections).toHaveLength(1);
    expect(psalm.sections[0].reference).toBe('Psalm 23:1');
    expect(psalm.sections[0].text).toContain('The Lord is my shepherd');
    const nehemiah = (await get(`/api/verse-comment/${encodeURIComponent('Nehemiah 9:6')}`)).json();
    expect(nehemiah.sections[0]).toEqual({
      reference: henryOn('Nehemiah 9:6').section.reference,
      text: henryOn('Nehemiah 9:6').section.text,
    });
    const henry = (await get(`/api/verse-comment/${encodeURIComponent('Hebrews 4:16')}`)).json();
    expect(henry.credit).toBe(COMMENTARY_CREDIT);
    expect(henry.sections[0].reference).toBe('Hebrews 4:11-16');
    expect((await get(`/api/verse-comment/${encodeURIComponent('not a verse')}`)).statusCode).toBe(404);
    const none = await get(`/api/verse-comment/${encodeURIComponent('Leviticus 19:18')}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(commentaryMessages.noComment);
  });
});

describe('GET /api/commentary/{reference}', () => {
  const commentaryOf = (name: string) => get(`/api/commentary/${encodeURIComponent(name)}`);

  it('answers the whole section(s) holding the passage, with the credit', async () => {
    const res = await commentaryOf('Genesis 1:4-7');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.credit).toBe(COMMENTARY_CREDIT);
    expect(body.sections.map((s: { reference: string }) => s.reference)).toEqual([
      'Genesis 1:3-5',
      'Genesis 1:6-13',
    ]);
    expect(body.sections[0].text).toBe(commentary.verseComment('Genesis 1:3')?.section.text);
    expect((await commentaryOf('Psalm 117')).statusCode).toBe(200);
  });

  it(`refuses more than ${MAX_COMMENTARY_VERSES} verses, and names it cannot read, clearly`, async () => {
    const many = await commentaryOf(`Psalm 119:1-${MAX_COMMENTARY_VERSES + 1}`);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(commentaryMessages.tooManyVerses);
    expect((await commentaryOf('Psalm 119')).statusCode).toBe(400);
    const nonsense = await commentaryOf('not a verse');
    expect(nonsense.statusCode).toBe(404);
    expect(nonsense.json().message).toBe(commentaryMessages.notAReference);
    expect((await commentaryOf('John 3:99')).statusCode).toBe(404);
    const none = await commentaryOf('Psalm 108:1');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(commentaryMessages.noComment);
  });
});
