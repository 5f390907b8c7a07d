import { EVERYDAY_THEMES, type EverydayThemeId } from '@reign/bible';
import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAppForFile } from './support/ai-app';
import { createTestApp } from './support/harness';
import { isBuiltInSteps } from './support/scripture-quotes';

// issues 36, 51: built-in action steps and prayer quote a verse of the curated map that fits the person's words
const FAMILY = 'Spend more time with my family';
const MONEY = 'Worry less about money';
/** The references of the themes' curated verses (everyday-verses.ts). */
const themeVerses = (...ids: EverydayThemeId[]) =>
  EVERYDAY_THEMES.filter((t) => ids.includes(t.id)).flatMap((t) => t.verses);
const quotes = (text: string, references: readonly string[]) =>
  references.some((r) => text.includes(`” (${r})`));

describe('built-in action steps and prayer without an AI key', () => {
  const clock = { now: new Date('2026-11-25T15:00:00Z') };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, { clock: () => clock.now });
  });
  afterAll(() => app.close());

  const steps = async (priority: string) => {
    const res = await app.inject({ method: 'POST', url: routes.aiActionSteps.path, payload: { priority } });
    expect(res.statusCode).toBe(200);
    return res.json() as { actionSteps: string[]; source: string };
  };
  const prayer = async (body: object) => {
    const res = await app.inject({ method: 'POST', url: routes.aiEncouragement.path, payload: body });
    expect(res.statusCode).toBe(200);
    return (res.json() as { encouragement: string }).encouragement;
  };

  it('quotes a verse on the family for family time and one on care for money worries, and they differ', async () => {
    const family = await steps(FAMILY);
    const money = await steps(MONEY);
    expect(family.source).toBe('fallback');
    expect(isBuiltInSteps(FAMILY, family.actionSteps)).toBe(true);
    expect(isBuiltInSteps(MONEY, money.actionSteps)).toBe(true);
    const familyVerses = themeVerses('family');
    const careVerses = themeVerses('anxiety', 'money');
    for (const step of family.actionSteps) expect(quotes(step, familyVerses), step).toBe(true);
    for (const step of money.actionSteps) expect(quotes(step, careVerses), step).toBe(true);
    expect(family.actionSteps).not.toEqual(money.actionSteps);

    const familyPrayer = await prayer({ priorities: [FAMILY], actionSteps: [], challenges: '' });
    const moneyPrayer = await prayer({ priorities: [MONEY], actionSteps: [], challenges: '' });
    expect(quotes(familyPrayer, familyVerses)).toBe(true);
    expect(quotes(moneyPrayer, careVerses)).toBe(true);
    expect(familyPrayer).not.toBe(moneyPrayer);
    expect(familyPrayer.endsWith('In Jesus’ name, Amen.')).toBe(true);
  });

  it('gives a Spanish reader steps of the priority own theme, quoting the RV1909 as whole sentences', async () => {
    const ask = async (priority: string) => {
      const res = await app.inject({
        method: 'POST',
        url: routes.aiActionSteps.path,
        payload: { priority },
        headers: { 'accept-language': 'es-MX,es;q=0.9' },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { actionSteps: string[] }).actionSteps;
    };
    const brother = await ask('Orar por mi hermano');
    expect(brother[0]).toMatch(/^Aparta diez minutos tranquilos para orar por esto/);
    expect(brother.join(' ')).not.toMatch(/Sean las costumbres vuestras sin avaricia/);
    for (const step of brother)
      expect(step).toMatch(/ — “[^“”]+[.!?]” \((?:[1-3] )?\p{Lu}[\p{L} ]+ \d+:\d+(?:-\d+)?\)$/u);
    // the RV1909's words and book names, never the WEB's
    expect(brother.join(' ')).not.toMatch(/Yahweh|Philippians|Psalms/);
    const money = await ask('Pagar la deuda de la tarjeta');
    expect(money[0]).toMatch(/^Revisa los gastos/);
    expect(money).not.toEqual(brother);
  });

  it('answers the same on the same day and differently on another day', async () => {
    const body = { priorities: [MONEY], actionSteps: [], challenges: 'Afraid of the bills' };
    const first = [await steps(FAMILY), await prayer(body)];
    expect([await steps(FAMILY), await prayer(body)]).toEqual(first);
    clock.now = new Date('2026-11-26T15:00:00Z');
    const next = [await steps(FAMILY), await prayer(body)];
    clock.now = new Date('2026-11-25T15:00:00Z');
    expect(next[0]).not.toEqual(first[0]);
    expect(next[1]).not.toEqual(first[1]);
  });

  it('answers garbage or empty words with sensible text quoting a verse, never a 500', async () => {
    const garbage = await steps('%%% xqzzv ###');
    expect(isBuiltInSteps('%%% xqzzv ###', garbage.actionSteps)).toBe(true);
    const empty = await prayer({ priorities: [], actionSteps: [], challenges: '' });
    expect(empty).toContain('Your word says: “');
    expect(empty.endsWith('In Jesus’ name, Amen.')).toBe(true);
    const odd = await prayer({ priorities: ['🙂🙂', '   '], actionSteps: [], challenges: '<script>' });
    expect(odd).toContain('Your word says: “');
  });

  it('gives a reading goal reading tasks naming its book', async () => {
    const res = await app.inject({
      method: 'POST',
      url: routes.aiGoalTasks.path,
      payload: { title: 'Read the Gospel of John', category: 'spiritual', targetDate: '2027-01-31' },
    });
    expect(res.statusCode).toBe(200);
    const titles = (res.json() as { tasks: Array<{ title: string }> }).tasks.map((t) => t.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) {
      expect(t).toContain('John');
      expect(t).not.toMatch(/anxious|surrender/i);
    }
  });
});

describe('with an AI key', () => {
  const ai = aiAppForFile();
  const lastPrompt = () => ai.standIn.requests.at(-1)?.messages.at(-1)?.content ?? '';

  it('gives the AI the verses that fit the priority and the prayer as context', async () => {
    const care = themeVerses('anxiety', 'money');
    const inPrompt = (prompt: string, references: readonly string[]) =>
      references.some((r) => prompt.includes(`- ${r}: "`));
    ai.standIn.reply = () => ({ content: '{"actionSteps": ["Write down this month\'s bills"]}' });
    const res = await ai.app.inject({
      method: 'POST',
      url: routes.aiActionSteps.path,
      payload: { priority: MONEY },
    });
    expect(res.json().source).toBe('ai');
    const stepsPrompt = lastPrompt();
    expect(stepsPrompt).toContain('Scripture that fits');
    expect(inPrompt(stepsPrompt, care)).toBe(true);

    ai.standIn.reply = () => ({ content: 'Lord, I trust You with my family. In Jesus’ name, Amen.' });
    await ai.app.inject({
      method: 'POST',
      url: routes.aiEncouragement.path,
      payload: { priorities: [FAMILY], actionSteps: [], challenges: 'Worry' },
    });
    const prayerPrompt = lastPrompt();
    expect(inPrompt(prayerPrompt, themeVerses('family'))).toBe(true);
    expect(inPrompt(prayerPrompt, themeVerses('anxiety'))).toBe(true);
  });
});
