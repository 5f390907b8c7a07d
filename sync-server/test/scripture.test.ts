import { DAILY_VERSES, dailyVerseFor } from '@reign/bible/daily-verses';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInReflection } from '../src/modules/ai';
import { BE_STILL, newScheduledScripture, usedVerse } from './support/factories';
import { as, createTestApp, registerUser, signInAdmin } from './support/harness';
import { startOpenAiStandIn } from './support/openai-stand-in';

let now = new Date();
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now });
});
afterAll(() => app.close());

async function today(at: string) {
  now = new Date(at);
  const res = await app.inject({ method: 'GET', url: '/api/today-scripture' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("today's scripture: the built-in verse of the Central day", () => {
  it('answers the daily verse with both namings, a built-in reflection, and records the choice', async () => {
    const body = await today('2030-11-21T15:00:00Z');
    const daily = dailyVerseFor('2030-11-21');
    expect(body).toEqual({
      date: '2030-11-21',
      text: daily.text,
      verse: daily.text,
      reference: daily.reference,
      reflection: await builtInReflection(daily.reference),
      credit: 'Matthew Henry, Concise Commentary',
      audioUrl: null,
      readerPath: '/bible/John/13#34-35',
      translations: { kjv: expect.any(String), rv1909: expect.any(String) },
      source: 'daily',
    });
    const rows = await app.db.sql`select reference from used_verses where date = '2030-11-21'`;
    expect(rows).toEqual([{ reference: daily.reference }]);
  });

  it.each([
    ['2030-01-02T05:59:00Z', '2030-01-01', 'an hour before midnight in winter (UTC-6)'],
    ['2030-01-02T06:00:00Z', '2030-01-02', 'midnight in winter'],
    ['2030-07-04T04:59:00Z', '2030-07-03', 'a minute before midnight in summer (UTC-5)'],
    ['2030-07-04T06:00:00Z', '2030-07-04', '1 AM in summer'],
    ['2030-03-10T07:30:00Z', '2030-03-10', 'the night clocks spring forward'],
    ['2030-11-03T06:30:00Z', '2030-11-03', 'the repeated hour when clocks fall back'],
    ['2030-11-03T04:59:00Z', '2030-11-02', 'just before midnight, the day before falling back'],
  ])('at %s it is %s (%s)', async (at, date) => {
    const body = await today(at);
    expect(body.date).toBe(date);
    expect(body.reference).toBe(dailyVerseFor(date).reference);
  });

  it('keeps the verse recorded for a day, even if the list would choose another', async () => {
    await usedVerse(app, '2030-12-25', { reference: DAILY_VERSES[5]?.reference ?? '', verseIndex: 5 });
    const body = await today('2030-12-25T18:00:00Z');
    expect(body.reference).toBe(DAILY_VERSES[5]?.reference);
    expect(body.text).toBe(DAILY_VERSES[5]?.text);
  });
});

describe("today's scripture: scheduled by the admin", () => {
  it('answers the active scheduled scripture with its reflection (cleaned) and audio', async () => {
    await newScheduledScripture(app, {
      ...BE_STILL,
      scheduleDate: '2031-02-01',
      reflection: 'old inactive one',
      isActive: false,
    });
    // stored as an AI answer sometimes comes: in quotes with escaped line breaks; it is read cleaned
    await newScheduledScripture(app, {
      ...BE_STILL,
      scheduleDate: '2031-02-01',
      reflection: '"Stillness is trust.\\n\\nHe is \\"God\\" in the storm."',
      audioUrl: '/uploads/audio/p46.mp3',
    });
    const body = await today('2031-02-01T14:00:00Z');
    expect(body).toEqual({
      date: '2031-02-01',
      text: 'Be still, and know that I am God.',
      verse: 'Be still, and know that I am God.',
      reference: 'Psalm 46:10',
      reflection: 'Stillness is trust.\n\nHe is "God" in the storm.',
      audioUrl: '/uploads/audio/p46.mp3',
      readerPath: '/bible/Psalms/46#10',
      translations: {
        kjv: 'Be still, and know that I am God: I will be exalted among the heathen, I will be exalted in the earth.',
        rv1909: expect.any(String),
      },
      source: 'scheduled',
    });
  });

  it('ignores a reflection of 20 characters or fewer, and an inactive scripture', async () => {
    await newScheduledScripture(app, {
      scheduleDate: '2031-02-02',
      reference: '1 Thessalonians 5:16',
      reflection: 'Too short to use.',
    });
    // long enough, but not active
    await newScheduledScripture(app, {
      scheduleDate: '2031-02-03',
      reflection: 'A long enough reflection here.',
      isActive: false,
    });
    const short = await today('2031-02-02T14:00:00Z');
    expect(short.reflection).toBe(await builtInReflection('1 Thessalonians 5:16'));
    const inactive = await today('2031-02-03T14:00:00Z');
    expect(inactive.source).toBe('daily');
  });
});

describe("today's scripture with the AI helper", () => {
  it('generates the reflection once per verse and keeps it', async () => {
    const standIn = await startOpenAiStandIn();
    standIn.reply = () => ({ content: 'A generated reflection worth reading today.' });
    const ai = await createTestApp(
      { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: standIn.url },
      { clock: () => new Date('2032-05-05T15:00:00Z') },
    );
    try {
      const first = (await ai.inject({ method: 'GET', url: '/api/today-scripture' })).json();
      const second = (await ai.inject({ method: 'GET', url: '/api/today-scripture' })).json();
      expect(first.reflection).toBe('A generated reflection worth reading today.');
      expect(second).toEqual(first);
      expect(
        standIn.requests.filter((r) => r.messages.at(-1)?.content.includes(first.reference)),
      ).toHaveLength(1);
    } finally {
      await ai.close();
      await standIn.close();
    }
  });
});

describe('the upcoming verses (GET /api/scripture/upcoming)', () => {
  it('answers the admin the next 7 days as each day will, admin-scheduled ones included, and nothing further', async () => {
    await newScheduledScripture(app, {
      scheduleDate: '2032-05-03',
      ...BE_STILL,
      reflection: 'A scheduled reflection that is long enough to be used as it is.',
    });
    await newScheduledScripture(app, { scheduleDate: '2032-05-09', reference: 'Psalm 100:1' });
    now = new Date('2032-05-01T15:00:00Z');
    const res = await as(app, await signInAdmin(app)).get('/api/scripture/upcoming?days=7');
    expect(res.statusCode).toBe(200);
    const days = res.json() as { date: string; reference: string; source: string; reflection: string }[];
    expect(days.map((d) => d.date)).toEqual([
      '2032-05-02',
      '2032-05-03',
      '2032-05-04',
      '2032-05-05',
      '2032-05-06',
      '2032-05-07',
      '2032-05-08',
    ]);
    expect(days[1]).toMatchObject({
      reference: 'Psalm 46:10',
      source: 'scheduled',
      reflection: 'A scheduled reflection that is long enough to be used as it is.',
    });
    expect(days[0]).toMatchObject({ reference: dailyVerseFor('2032-05-02').reference, source: 'daily' });
    // the scheduled 9th is 8 days away: not revealed
    expect(days.some((d) => d.reference === 'Psalm 100:1')).toBe(false);

    // each day answers the same when it comes
    expect(await today('2032-05-03T15:00:00Z')).toEqual(days[1]);
    expect(await today('2032-05-02T15:00:00Z')).toEqual(days[0]);
  });

  it('refuses more than 7 days and answers the admin 7 when not told', async () => {
    now = new Date('2032-06-01T15:00:00Z');
    const tooMany = await app.inject({ method: 'GET', url: '/api/scripture/upcoming?days=8' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'invalid_request', message: 'Ask for 1 to 7 days' });
    const plain = await as(app, await signInAdmin(app)).get('/api/scripture/upcoming');
    expect(plain.json()).toHaveLength(7);
  });

  it("answers everyone else tomorrow's verse only, never the admin's schedule further ahead", async () => {
    await newScheduledScripture(app, { scheduleDate: '2032-07-02', ...BE_STILL });
    await newScheduledScripture(app, {
      scheduleDate: '2032-07-03',
      verse: 'Not yet revealed',
      reference: 'Psalm 2:1',
      reflection: 'A reflection that must not be seen before its day comes.',
    });
    now = new Date('2032-07-01T15:00:00Z');
    const member = await registerUser(app);
    for (const res of [
      await app.inject({ method: 'GET', url: '/api/scripture/upcoming?days=7' }),
      await app.inject({ method: 'GET', url: '/api/scripture/upcoming' }),
      await as(app, member).get('/api/scripture/upcoming?days=7'),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toContain('private');
      expect(res.json()).toEqual([expect.objectContaining({ date: '2032-07-02', reference: 'Psalm 46:10' })]);
      expect(res.body).not.toContain('Not yet revealed');
    }
  });
});
