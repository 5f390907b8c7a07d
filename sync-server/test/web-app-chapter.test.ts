import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/harness';
import { writeWebDist } from './support/web-dist';

// A chapter's page carries that chapter (issue 53): `/bible/:book/:chapter` is rendered on the server
// with the chapter's text in the visitor's translation, and the chapter beside the HTML for the
// browser's hydration. This stand-in entry writes what it was given; the real one is read by a browser
// in web/e2e/chapter-first-paint.spec.ts.
const ENTRY = `
export const RENDERED_PATHS = ['/', '/bible/:book/:chapter'];
export const SIGNED_OUT_PATHS = ['/', '/bible/:book/:chapter'];
export const ROUTE_MODULES = {};
export async function renderPage(path, scripture, signedOut, translation, language, zone, data) {
  if (!data) return '<main>home</main>';
  const c = data.chapter;
  return '<article data-path="' + path + '" data-signed-out="' + signedOut + '" data-translation="' +
    (translation ?? 'web') + '"><h1>' + c.name + ' ' + c.chapter + '</h1><p>' + c.verses[15] + '</p></article>';
}
`;

const serverChapter = (html: string) => {
  const json = /<script type="application\/json" id="reign-server-data">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(json ?? '{}') as { chapter?: { osis: string; chapter: number; translation: string } })
    .chapter;
};

describe("a chapter's page rendered on the server", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: writeWebDist(ENTRY) });
  });
  afterAll(() => app.close());

  it('carries the chapter in the HTML and beside it, for a visitor without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/bible/John/3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-reign-ssr');
    expect(res.body).toContain('<h1>John 3</h1><p>For God so loved the world');
    expect(res.body).toContain('data-signed-out="true"');
    expect(serverChapter(res.body)).toMatchObject({ osis: 'John', chapter: 3, translation: 'WEB' });
  });

  it("is in the visitor's translation: the one chosen, else the language's own", async () => {
    const kjv = await app.inject({
      method: 'GET',
      url: '/bible/john/3',
      headers: { cookie: 'reign-translation=kjv' },
    });
    expect(kjv.body).toContain('only begotten Son');
    expect(serverChapter(kjv.body)?.translation).toBe('KJV');
    const spanish = await app.inject({
      method: 'GET',
      url: '/bible/John/3',
      headers: { 'accept-language': 'es-ES' },
    });
    expect(spanish.body).toContain('<h1>Juan 3</h1><p>Porque de tal manera amó Dios al mundo');
    expect(serverChapter(spanish.body)?.translation).toBe('RV1909');
  });

  it('leaves to the browser a chapter or book that does not exist, and an address with a query', async () => {
    for (const url of ['/bible/John/99', '/bible/Nope/3', '/bible/John/0', '/bible/John/3?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-reign-ssr');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
