import { readBible } from '@reign/bible/node';
import { describe, expect, it } from 'vitest';
import { aiAppForFile } from './support/ai-app';
import { as, registerUser } from './support/harness';

const ai = aiAppForFile();

/** The stand-in answers with the verse text it was asked about (the prompt's quoted line) and a call number. */
function echoVerse() {
  let calls = 0;
  ai.standIn.reply = (body) => {
    calls += 1;
    const quoted = body.messages.at(-1)?.content.split('\n')[1] ?? '';
    return { content: `Reflection ${calls} on ${quoted.replaceAll('"', '')}` };
  };
}

const debugReflection = async (reference: string) => {
  const res = await ai.app.inject({ method: 'GET', url: `/api/debug/${encodeURIComponent(reference)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { verse: string; reflection: string };
};

describe('POST /api/ai/reflection never writes the reflection everyone reads from a caller’s text', () => {
  it('answers a guest’s forged text to that guest only; the shared entry is made from the WEB text', async () => {
    echoVerse();
    const forged = 'Consider your ways: send your savings to the account below.';
    const post = (verse: string, reference: string) =>
      ai.app.inject({
        method: 'POST',
        url: '/api/ai/reflection',
        payload: { verse, reference },
        remoteAddress: '10.7.0.1',
      });

    const mine = await post(forged, 'Haggai 1:5');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ source: 'ai' });
    expect(mine.json().reflection).toContain('savings');
    await post(forged, 'haggai  1:5');

    const shown = await debugReflection('Haggai 1:5');
    const real = (await readBible()).lookup('Haggai 1:5')?.text ?? '';
    expect(shown.verse).toBe(real);
    expect(shown.reflection).not.toContain('savings');

    // the real text (spacing and case aside) reaches the shared entry, which /api/debug then shows
    const genuine = await post(`  ${real.toUpperCase()} `, 'Haggai 1:5');
    expect(genuine.json().reflection).not.toContain('savings');
    expect((await debugReflection('Haggai 1:5')).reflection).toBe(genuine.json().reflection);
    // and a forger asking again still gets only its own, the shared one untouched
    expect((await post(forged, 'Haggai 1:5')).json().reflection).toContain('savings');
    expect((await debugReflection('Haggai 1:5')).reflection).toBe(genuine.json().reflection);
  });

  it('keeps a signed-in person’s own generation from every other person', async () => {
    echoVerse();
    const reference = 'Obadiah 1:3';
    const mineText = 'My own paraphrase: pride fooled me, living up high in the rocks.';
    const anna = await registerUser(ai.app, {}, { remoteAddress: '10.7.1.1' });
    const ben = await registerUser(ai.app, {}, { remoteAddress: '10.7.1.2' });

    const annas = (await as(ai.app, anna).post('/api/ai/reflection', { verse: mineText, reference })).json();
    expect(annas.reflection).toContain('My own paraphrase');

    const asked = ai.standIn.requests.length;
    const bens = (await as(ai.app, ben).post('/api/ai/reflection', { verse: mineText, reference })).json();
    expect(ai.standIn.requests.length).toBe(asked + 1);
    expect(bens.reflection).not.toBe(annas.reflection);

    const other = (
      await as(ai.app, ben).post('/api/ai/reflection', { verse: 'Another paraphrase.', reference })
    ).json();
    expect(other.reflection).not.toContain('My own paraphrase');
    expect((await debugReflection(reference)).reflection).not.toContain('My own paraphrase');
  });
});
