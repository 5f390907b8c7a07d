import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser } from './support/harness';
import { writeWebDist } from './support/web-dist';

// A stand-in for the web build's server entry that writes what it was asked to render in.
const ENTRY = `
export const RENDERED_PATHS = ['/'];
export async function renderPage(path, scripture, signedOut, translation, language) {
  return '<p>' + (language ?? 'none') + ' ' + (translation ?? 'web') + '</p>';
}
`;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: writeWebDist(ENTRY) });
});
afterAll(() => app.close());

const page = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/', headers });
const serverData = (html: string) =>
  JSON.parse(/id="reign-server-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the first paint in the visitor’s language', () => {
  it('is Spanish for a browser that asks for Spanish, with the RV1909 when no translation is chosen', async () => {
    const res = await page({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
    expect(res.body).toContain('<html lang="es" data-reign-ssr>');
    expect(res.body).toContain('<p>es rv1909</p>');
    expect(serverData(res.body)).toMatchObject({ language: 'es', translation: 'rv1909' });
    expect(res.headers.vary).toContain('accept-language');
  });

  it('is English for any other browser, and the data beside it names no language', async () => {
    const res = await page({ 'accept-language': 'fr-FR,de;q=0.5' });
    expect(res.body).toContain('<html lang="en" data-reign-ssr>');
    expect(res.body).toContain('<p>en web</p>');
    expect(serverData(res.body).language).toBeUndefined();
  });

  it('follows the reign-lang cookie over the browser, and a chosen translation over the language', async () => {
    const english = await page({ 'accept-language': 'es-ES', cookie: 'reign-lang=en' });
    expect(english.body).toContain('<html lang="en" data-reign-ssr>');
    expect(english.body).toContain('<p>en web</p>');
    const spanishKjv = await page({ cookie: 'reign-lang=es; reign-translation=kjv' });
    expect(spanishKjv.body).toContain('<html lang="es" data-reign-ssr>');
    expect(spanishKjv.body).toContain('<p>es kjv</p>');
    // an unknown cookie value: the browser's language
    const unknown = await page({ 'accept-language': 'es', cookie: 'reign-lang=xx' });
    expect(unknown.body).toContain('<p>es rv1909</p>');
  });
});

describe("the profile's language", () => {
  it('is null until chosen, then the chosen one; a save without it keeps it', async () => {
    const me = as(app, await registerUser(app));
    expect((await me.get('/api/profile')).json()).toMatchObject({ language: null });
    expect((await me.put('/api/profile', { language: 'es' })).json()).toMatchObject({ language: 'es' });
    await me.put('/api/profile', { bio: 'Maestra' });
    expect((await me.get('/api/profile')).json()).toMatchObject({ bio: 'Maestra', language: 'es' });
  });

  it('refuses a language the app does not have with a 400', async () => {
    const me = as(app, await registerUser(app));
    const res = await me.put('/api/profile', { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/en, es/);
  });
});
