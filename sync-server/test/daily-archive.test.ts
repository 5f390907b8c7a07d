import { DAILY_VERSES } from '@reign/bible/daily-verses';
import { readBible } from '@reign/bible/node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newScheduledScripture, usedVerse } from './support/factories';
import { as, createTestApp, registerUser } from './support/harness';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({}, { clock: () => new Date('2026-10-21T18:00:00Z') });
});
afterAll(() => app.close());

type Item = { id: string; date: string; verse: string; verseReference: string; reflection: string };

describe('the Daily archive', () => {
  it('lists every past day: the scheduled scripture, else the built-in verse, each with a reflection', async () => {
    await newScheduledScripture(app, {
      scheduleDate: '2026-10-10',
      verse: 'Past verse',
      reference: 'Psalm 1:1',
      reflection: '"Past reflection of the tenth, long enough to be used."',
    });
    await newScheduledScripture(app, { scheduleDate: '2026-10-11', reference: 'Psalm 1:2', isActive: false });
    await newScheduledScripture(app, { scheduleDate: '2026-10-25', reference: 'Psalm 1:3' });
    await usedVerse(app, '2026-10-13', { reference: DAILY_VERSES[5]?.reference ?? '', verseIndex: 5 });

    const list: Item[] = (await as(app, await registerUser(app)).get('/api/reflections/scheduled')).json();
    const byDate = new Map(list.map((i) => [i.date, i]));
    // never a day after today (Central), newest first, and no day missing down to the 10th
    expect(list[0]?.date).toBe('2026-10-21');
    expect(list.every((i) => i.date <= '2026-10-21')).toBe(true);
    for (let d = 21; d >= 10; d--) expect(byDate.has(`2026-10-${d}`), `2026-10-${d}`).toBe(true);
    expect(list.map((i) => i.verseReference)).not.toContain('Psalm 1:3');

    expect(byDate.get('2026-10-10')).toMatchObject({
      verse: 'Past verse',
      reflection: 'Past reflection of the tenth, long enough to be used.',
    });
    // the inactive one is not shown: the day has its built-in verse
    const eleventh = byDate.get('2026-10-11');
    expect(eleventh?.verseReference).not.toBe('Psalm 1:2');
    expect(eleventh?.id).toBe('daily:2026-10-11');
    // the recorded verse of a day wins over the list's verse for the date
    const thirteenth = byDate.get('2026-10-13');
    expect(thirteenth?.verse).toBe(DAILY_VERSES[5]?.text);
    // each built-in day has a reflection without an AI call (here: the built-in one, or a kept one)
    const twentieth = byDate.get('2026-10-20');
    expect(twentieth?.reflection.length).toBeGreaterThan(20);
  });

  it("gives a Spanish reader each day's verse in the RV1909 with a Spanish reflection of its own", async () => {
    await newScheduledScripture(app, {
      scheduleDate: '2026-10-16',
      verse: 'Cast your burden on Yahweh.',
      reference: 'Psalms 55:22',
      reflection: 'An English reflection the admin wrote for the sixteenth, long enough.',
      reflectionEs: 'Una reflexión que el administrador escribió en español para el día dieciséis.',
    });
    await newScheduledScripture(app, {
      scheduleDate: '2026-10-17',
      verse: 'Trust in Yahweh with all your heart.',
      reference: 'Proverbs 3:5',
      reflection: 'An English reflection the admin wrote for the seventeenth, long enough.',
    });
    const member = await registerUser(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/reflections/scheduled',
      cookies: member.cookies,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    const list: Array<Item & { verseTranslation?: string; reflectionLanguage?: string }> = res.json();
    const byDate = new Map(list.map((i) => [i.date, i]));
    const rv1909 = await readBible('rv1909');
    for (const item of list) {
      expect(item.reflectionLanguage, item.date).toBe('es');
      expect(item.reflection).not.toMatch(/\b(the|and|of|you)\b/);
      // a reference the RV1909 cannot read ('Luke 12:22-24; 27-29; 31') keeps the WEB's words, unmarked
      const spanish = rv1909.lookup(item.verseReference)?.text;
      if (spanish) expect(item, item.date).toMatchObject({ verse: spanish, verseTranslation: 'rv1909' });
      else expect(item.verseTranslation, item.date).toBeUndefined();
    }
    expect(list.filter((i) => i.verseTranslation === 'rv1909').length).toBeGreaterThan(list.length / 2);
    expect(byDate.get('2026-10-16')?.reflection).toBe(
      'Una reflexión que el administrador escribió en español para el día dieciséis.',
    );
    // no Spanish reflection written: the verse's own Spanish one, never the admin's English
    expect(byDate.get('2026-10-17')?.reflection).toContain('Proverbios 3:5');
    // two days, two reflections of their own
    expect(byDate.get('2026-10-20')?.reflection).not.toBe(byDate.get('2026-10-19')?.reflection);
  });

  it('in Spanish (?lang=es): each day in the RV1909, with its book, and a Spanish reflection', async () => {
    const answer = await as(app, await registerUser(app)).get('/api/reflections/scheduled?lang=es');
    expect(answer.statusCode).toBe(200);
    const list: (Item & { verseTranslation?: string; reflectionLanguage?: string })[] = answer.json();
    const english: Item[] = (await as(app, await registerUser(app)).get('/api/reflections/scheduled')).json();
    const day = list.find((i) => i.date === '2026-10-20');
    const same = english.find((i) => i.date === '2026-10-20');
    expect(day?.verseReference).toBe(same?.verseReference);
    expect(day).toMatchObject({ verseTranslation: 'rv1909', reflectionLanguage: 'es' });
    expect(day?.verse).not.toBe(same?.verse);
    expect(day?.reflection).not.toBe(same?.reflection);
    expect(day?.reflection).toMatch(/[áéíóúñ]|\b(el|la|de|que)\b/);
  });

  it('is for signed-in users', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/reflections/scheduled' })).statusCode).toBe(401);
  });
});
