import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnusedUploads } from '../src/modules/uploads/upload-sweep';
import { newScheduledScripture, newSeriesDay, newSeriesTopic } from './support/factories';
import { as, createTestApp, multipartFile, signInAdmin, silentMp3 } from './support/harness';

let app: FastifyInstance;
let admin: ReturnType<typeof as>;
let adminCookies: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  const signed = await signInAdmin(app);
  adminCookies = signed.cookies;
  admin = as(app, signed);
});
afterAll(() => app.close());

const HOUR = 3_600_000;
const uploadAudio = async (): Promise<string> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload/audio',
    cookies: adminCookies,
    ...multipartFile('audio', 'a.mp3', 'audio/mpeg', silentMp3(5)),
  });
  expect(res.statusCode).toBe(201);
  return res.json().audioUrl;
};
const served = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
/** The sweep the server runs every hour, as if `hoursLater` had passed. */
const sweepAfter = (hoursLater: number) =>
  sweepUnusedUploads(app.db.sql, app.storage, new Date(Date.now() + hoursLater * HOUR - 24 * HOUR));

describe('uploads nothing refers to', () => {
  it('are removed a day after upload; files a scripture or series day uses stay', async () => {
    const neverSaved = await uploadAudio();
    const scriptureAudio = await uploadAudio();
    const seriesAudio = await uploadAudio();
    await newScheduledScripture(app, { scheduleDate: '2031-03-03', audioUrl: scriptureAudio });
    const topic = await newSeriesTopic(app);
    await newSeriesDay(app, topic, { dayNumber: 1, audioUrl: seriesAudio });

    // younger than a day: nothing goes
    await sweepAfter(1);
    for (const url of [neverSaved, scriptureAudio, seriesAudio]) expect(await served(url)).toBe(200);

    expect(await sweepAfter(25)).toBeGreaterThanOrEqual(1);
    expect(await served(neverSaved)).toBe(404);
    expect(await served(scriptureAudio)).toBe(200);
    expect(await served(seriesAudio)).toBe(200);
  });

  it('keeps a deleted scripture’s audio that a series day still uses, and removes it once nothing does', async () => {
    const shared = await uploadAudio();
    const created = await admin.post('/api/admin/scheduled-scriptures', {
      verse: 'Be still, and know that I am God.',
      reference: 'Psalm 46:10',
      reflection: 'Stillness.',
      scheduleDate: '2031-04-04T00:00:00.000Z',
      audioUrl: shared,
    });
    const topic = await newSeriesTopic(app);
    const day = await newSeriesDay(app, topic, { dayNumber: 2, audioUrl: shared });
    expect((await admin.delete(`/api/admin/scheduled-scriptures/${created.json().id}`)).statusCode).toBe(200);
    expect(await served(shared)).toBe(200);

    expect((await admin.delete(`/api/admin/series/${topic}/entries/${day}`)).statusCode).toBe(200);
    await sweepAfter(25);
    expect(await served(shared)).toBe(404);
  });
});
