// Today's reflection in the reader's language (issue 39): a Spanish reader's answer (?lang=es) has a
// reflection written in Spanish (the AI's in Spanish with a key, kept per verse and language; the
// built-in Spanish one without), the book named in Spanish, and the first paint carries it; the
// first paint is also the chosen zone's day.
import { localReference } from '@reign/bible';
import { dailyVerseFor } from '@reign/bible/daily-verses';
import { readVerseEchoes } from '@reign/bible/node';
import { composeReflectionEs } from '@reign/bible/reflection-es';
import { fallbackReflection } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetTodayScripture } from '../src/modules/scripture/scripture-service';
import { aiAppForFile } from './support/ai-app';
import { createTestApp } from './support/harness';
import { writeWebDist } from './support/web-dist';

// 22:00 in Manila on 12 March 2030 is 08:00 in Chicago, still 12 March there.
const now = new Date('2030-03-12T14:00:00Z');
const CHICAGO_DAY = '2030-03-12';
const reference = dailyVerseFor(CHICAGO_DAY).reference;

const ENTRY = `
export const RENDERED_PATHS = ['/'];
export async function renderPage() { return '<p>page</p>'; }
`;

const serverData = (html: string) =>
  JSON.parse(/id="reign-server-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('on a default install (no AI key)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(
      { NODE_ENV: 'production', WEB_DIST_DIR: writeWebDist(ENTRY) },
      { clock: () => now },
    );
  });
  afterAll(() => app.close());

  it('answers ?lang=es with a reflection on the verse in Spanish (Scripture explaining Scripture) and the book named in Spanish', async () => {
    const res = await app.inject({ url: '/api/today-scripture?lang=es' });
    expect(res.statusCode).toBe(200);
    const spanish = res.json();
    const echoes = (await readVerseEchoes()).echoesOf(reference);
    expect(spanish.reflection).not.toBe(fallbackReflection(reference, 'es'));
    expect(spanish.reflection).toContain(localReference(reference, 'rv1909'));
    expect(spanish.reflection).toContain(`«${echoes.passages[0]?.text}»`);
    expect(spanish).toMatchObject({
      date: CHICAGO_DAY,
      reference,
      reflection: composeReflectionEs(reference, echoes),
      reflectionLanguage: 'es',
      localReference: localReference(reference, 'rv1909'),
    });
    // not Matthew Henry's English, so not credited to him
    expect(spanish.credit).toBeUndefined();
    expect(spanish.translations.rv1909).toBeTruthy();
  });

  it('keeps the English answer as it was beside the Spanish one', async () => {
    await app.inject({ url: '/api/today-scripture?lang=es' });
    const english = (await app.inject({ url: '/api/today-scripture' })).json();
    expect(english.reflectionLanguage).toBeUndefined();
    expect(english.localReference).toBeUndefined();
    expect(english.reflection).not.toBe(
      composeReflectionEs(reference, (await readVerseEchoes()).echoesOf(reference)),
    );
    expect((await app.inject({ url: '/api/today-scripture?lang=en' })).json()).toEqual(english);
  });

  it('refuses a language it does not have with a 400 the form can show', async () => {
    const res = await app.inject({ url: '/api/today-scripture?lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/en, es/);
  });

  it('gives the Spanish first paint the Spanish answer, and the upcoming days in Spanish too', async () => {
    const page = await app.inject({ url: '/', headers: { cookie: 'reign-lang=es' } });
    expect(serverData(page.body).todayScripture).toMatchObject({ reflectionLanguage: 'es' });
    const english = await app.inject({ url: '/', headers: { 'accept-language': 'en-US' } });
    expect(serverData(english.body).todayScripture.reflectionLanguage).toBeUndefined();
    const upcoming = (await app.inject({ url: '/api/scripture/upcoming?days=1&lang=es' })).json();
    expect(upcoming[0]).toMatchObject({ reflectionLanguage: 'es' });
  });

  it("renders the first paint with the chosen zone's day (its cookie), Chicago's otherwise", async () => {
    const late = new Date('2030-03-12T17:00:00Z'); // 01:00 on the 13th in Manila, noon on the 12th in Chicago
    now.setTime(late.getTime());
    const manila = await app.inject({ url: '/', headers: { cookie: 'reign-zone=Asia%2FManila' } });
    expect(serverData(manila.body).todayScripture.date).toBe('2030-03-13');
    // the zone goes with it: the browser hydrates from that zone's day
    expect(serverData(manila.body).zone).toBe('Asia/Manila');
    expect(manila.headers['x-reign-date']).toBe('2030-03-13');
    const chicago = await app.inject({ url: '/' });
    expect(serverData(chicago.body).todayScripture.date).toBe(CHICAGO_DAY);
    expect(serverData(chicago.body).zone).toBeUndefined();
    // a zone the runtime does not know is Chicago's
    const unknown = await app.inject({ url: '/', headers: { cookie: 'reign-zone=Mars%2FOlympus' } });
    expect(serverData(unknown.body).todayScripture.date).toBe(CHICAGO_DAY);
  });
});

describe('with an AI key', () => {
  const ai = aiAppForFile();

  it('writes the Spanish reflection in Spanish from the RV1909 and keeps it per language', async () => {
    ai.standIn.reply = () => ({ content: 'Una reflexión escrita en español para hoy, breve y cálida.' });
    const spanish = (await ai.app.inject({ url: '/api/today-scripture?lang=es' })).json();
    expect(spanish).toMatchObject({
      reflection: 'Una reflexión escrita en español para hoy, breve y cálida.',
      reflectionLanguage: 'es',
    });
    const asked = ai.standIn.requests.at(-1);
    expect(asked?.messages[0]?.content).toMatch(/Answer in Spanish/);
    expect(asked?.messages.at(-1)?.content).toContain(localReference(spanish.reference, 'rv1909'));
    // the commentary (Henry's, Spurgeon's on a psalm) is the background in Spanish as in English
    expect(asked?.messages.at(-1)?.content).toMatch(/For background, (Matthew Henry|C\. H\. Spurgeon)/);
    expect(asked?.messages.at(-1)?.content).toMatch(/write the reflection in Spanish/);
    // English readers get their own, written in English and kept apart
    ai.standIn.reply = () => ({ content: 'A reflection written in English for today, brief and warm.' });
    const english = (await ai.app.inject({ url: '/api/today-scripture' })).json();
    expect(english.reflection).toBe('A reflection written in English for today, brief and warm.');
    expect(ai.standIn.requests.at(-1)?.messages[0]?.content).not.toMatch(/Spanish/);
    expect(ai.standIn.requests.at(-1)?.messages.at(-1)?.content).toMatch(/For background/);
    // each is kept: with the process's cached answers dropped, asked again, nothing new is written
    forgetTodayScripture(ai.app.db.sql);
    ai.standIn.reply = () => ({ content: 'Something else entirely, never to be shown here.' });
    const before = ai.standIn.requests.length;
    const again = (await ai.app.inject({ url: '/api/today-scripture?lang=es' })).json();
    expect(again.reflection).toBe(spanish.reflection);
    expect(ai.standIn.requests.length).toBe(before);
  });
});
