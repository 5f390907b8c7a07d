// Today's verse in the person's own zone (issue 39): a member in Manila at 10 PM reads their date's
// verse, not Chicago's; the server's clock decides the date, the zone only where the day turns.
import { dailyVerseFor } from '@reign/bible/daily-verses';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/harness';
import { refusal } from './support/refusal';

// 22:00 in Manila on 12 March 2030 is 08:00 in Chicago, still 12 March there; an hour after
// midnight in Manila (13 March) it is still 12 March in Chicago.
let now = new Date('2030-03-12T14:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now });
});
afterAll(() => app.close());

const today = (query = '') => app.inject({ url: `/api/today-scripture${query}` });

describe("today's verse in the person's zone", () => {
  it("answers the zone's date, and Chicago's without one", async () => {
    now = new Date('2030-03-12T17:00:00Z'); // 01:00 on the 13th in Manila, 12:00 on the 12th in Chicago
    const manila = await today('?zone=Asia/Manila');
    expect(manila.statusCode).toBe(200);
    expect(manila.json()).toMatchObject({
      date: '2030-03-13',
      reference: dailyVerseFor('2030-03-13').reference,
    });
    const chicago = (await today()).json();
    expect(chicago).toMatchObject({ date: '2030-03-12', reference: dailyVerseFor('2030-03-12').reference });
    // each date keeps its own answer: asking Manila's again does not give Chicago's
    expect((await today('?zone=Asia/Manila')).json().date).toBe('2030-03-13');
  });

  it("gives the days after the zone's today for reading offline, and Chicago's without one", async () => {
    now = new Date('2030-03-12T17:00:00Z'); // the 13th in Manila, the 12th in Chicago
    const manila = await app.inject({ url: '/api/scripture/upcoming?days=1&zone=Asia/Manila' });
    expect(manila.statusCode).toBe(200);
    expect(manila.json()).toMatchObject([
      { date: '2030-03-14', reference: dailyVerseFor('2030-03-14').reference },
    ]);
    expect((await app.inject({ url: '/api/scripture/upcoming?days=1' })).json()[0].date).toBe('2030-03-13');
  });

  it('refuses a zone it does not know with the message the form shows', async () => {
    const res = await today('?zone=Mars/Olympus_Mons');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'reminder.timeZone' }, 'invalid_request'));
  });
});
