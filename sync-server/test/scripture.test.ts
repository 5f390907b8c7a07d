import { DAILY_VERSES, dailyVerseFor } from '@reign/bible/daily-verses';
import { fallbackReflection } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectTestDatabase, testConfig } from './support/harness';
import { startOpenAiStandIn } from './support/openai-stand-in';

let now = new Date();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await connectTestDatabase(), clock: () => now });
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
      reflection: fallbackReflection(daily.reference),
      audioUrl: null,
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
    await app.db
      .sql`insert into used_verses (date, reference, verse_index) values ('2030-12-25', ${DAILY_VERSES[5]?.reference ?? ''}, 5)
                     on conflict (date) do nothing`;
    const body = await today('2030-12-25T18:00:00Z');
    expect(body.reference).toBe(DAILY_VERSES[5]?.reference);
    expect(body.text).toBe(DAILY_VERSES[5]?.text);
  });
});

describe("today's scripture: scheduled by the admin", () => {
  it('answers the active scheduled scripture with its reflection (cleaned) and audio', async () => {
    await app.db.sql`
      insert into scheduled_scriptures (schedule_date, verse, reference, reflection, audio_url, is_active)
      values ('2031-02-01', 'Be still, and know that I am God.', 'Psalm 46:10', 'old inactive one', null, false),
             ('2031-02-01', 'Be still, and know that I am God.', 'Psalm 46:10',
              ${'"Stillness is trust.\\n\\nHe is \\"God\\" in the storm."'}, '/uploads/audio/p46.mp3', true)`;
    const body = await today('2031-02-01T14:00:00Z');
    expect(body).toEqual({
      date: '2031-02-01',
      text: 'Be still, and know that I am God.',
      verse: 'Be still, and know that I am God.',
      reference: 'Psalm 46:10',
      reflection: 'Stillness is trust.\n\nHe is "God" in the storm.',
      audioUrl: '/uploads/audio/p46.mp3',
      source: 'scheduled',
    });
  });

  it('ignores a reflection of 20 characters or fewer, and an inactive scripture', async () => {
    await app.db.sql`
      insert into scheduled_scriptures (schedule_date, verse, reference, reflection, is_active)
      values ('2031-02-02', 'Rejoice always.', '1 Thessalonians 5:16', 'Too short to use.', true),
             ('2031-02-03', 'Pray without ceasing.', '1 Thessalonians 5:17', 'A long enough reflection here.', false)`;
    const short = await today('2031-02-02T14:00:00Z');
    expect(short.reflection).toBe(fallbackReflection('1 Thessalonians 5:16'));
    const inactive = await today('2031-02-03T14:00:00Z');
    expect(inactive.source).toBe('daily');
  });
});

describe("today's scripture with the AI helper", () => {
  it('generates the reflection once per verse and keeps it', async () => {
    const standIn = await startOpenAiStandIn();
    standIn.reply = () => ({ content: 'A generated reflection worth reading today.' });
    const ai = await buildApp({
      config: testConfig({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: standIn.url }),
      database: await connectTestDatabase(),
      clock: () => new Date('2032-05-05T15:00:00Z'),
    });
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
