import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signInAdmin } from './support/harness';
import { writeWebDist } from './support/web-dist';

// The web build's server entry as the plugin loads it (<dist>/ssr/entry-server.js, built from
// web/src/entry-server.tsx): this stand-in renders the verse and counts its renders. The real one
// is read by a browser with JavaScript off in web/e2e/first-paint.spec.ts.
const ENTRY = `
globalThis.__reignRenders = 0;
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export const RENDERED_PATHS = ['/', '/auth'];
export const SIGNED_OUT_PATHS = ['/auth'];
export function renderHead() {
  return '<style data-mantine-styles="true">:root{--mantine-color-anchor:#123456}</style>';
}
export async function renderPage(path, scripture, signedOut) {
  globalThis.__reignRenders += 1;
  if (path === '/auth') return signedOut ? '<form>Sign In</form>' : '<p>Loading your account</p>';
  return '<section><blockquote>' + escape(scripture.verse) + '<cite>— ' + escape(scripture.reference) + '</cite></blockquote></section>';
}
`;

const renders = () => (globalThis as { __reignRenders?: number }).__reignRenders ?? 0;

/** A web build as the plugin reads it, with the stand-in server entry. */
function writeDist(): string {
  const dist = writeWebDist(
    ENTRY,
    '<!doctype html><html lang="en"><head><title>Reign</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/mantine-1.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-1.css'), 'body{margin:0}');
  // a stylesheet with the copy the build makes for inlining (web/build/inline-css.ts)
  writeFileSync(join(dist, 'assets', 'mantine-1.css'), 'a{color:red}.m_0000abcd{color:blue}');
  mkdirSync(join(dist, 'ssr', 'inline-css', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'ssr', 'inline-css', 'assets', 'mantine-1.css'), 'a{color:red}');
  return dist;
}

describe('the first screen of / rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: writeDist() });
  });
  afterAll(() => app.close());

  it("sends today's verse and reference in the HTML, with the stylesheet inline and the answer beside it", async () => {
    const today = (await app.inject({ method: 'GET', url: '/api/today-scripture' })).json();
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-reign-date']).toBe(today.date);
    const html = res.body;
    expect(html).toContain(`<blockquote>${today.verse}`);
    expect(html).toContain(`— ${today.reference}</cite>`);
    expect(html).toContain('<html lang="en" data-reign-ssr>');
    expect(html).toContain('<style>body{margin:0}</style>');
    // the build's copy for inlining, without the rules of components the app never renders
    expect(html).toContain('<style>a{color:red}</style>');
    expect(html).not.toContain('m_0000abcd');
    // the inline stylesheets' files are named, never loaded: a lazy page does not link them again
    // (after its own styles, which they would then override)
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(links).toEqual([
      '<link rel="stylesheet" href="/assets/index-1.css" disabled>',
      '<link rel="stylesheet" href="/assets/mantine-1.css" disabled>',
    ]);
    expect(html.indexOf('<style>body{margin:0}</style>')).toBeLessThan(html.indexOf('/assets/index-1.css'));
    // the theme's CSS variables, computed by the entry once, in the head
    expect(html).toContain(
      '<style data-mantine-styles="true">:root{--mantine-color-anchor:#123456}</style></head>',
    );
    const data = /<script type="application\/json" id="reign-server-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ todayScripture: today });
  });

  it("starts the app's scripts only after the first paint (after-paint.js), not from the document", async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script defer src="/after-paint.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js"></script></body>',
    );
  });

  it('sends the document compressed to a browser that takes Brotli', async () => {
    const plain = (await app.inject({ method: 'GET', url: '/' })).body;
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain);
  });

  it("renders once while today's answer stays the same", async () => {
    await app.inject({ method: 'GET', url: '/' });
    const before = renders();
    await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/' })));
    expect(renders()).toBe(before);
  });

  it('renders the other pages the entry names, with a 200', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-reign-ssr');
  });

  it('renders the sign-in form for a request without a session cookie, the loading state with one', async () => {
    const guest = await app.inject({ method: 'GET', url: '/auth', headers: { cookie: 'theme=dark' } });
    expect(guest.body).toContain('<form>Sign In</form>');
    expect(guest.headers.vary).toContain('cookie');
    const data = /id="reign-server-data">(.*?)<\/script>/.exec(guest.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({ signedOut: true });

    const member = await app.inject({ method: 'GET', url: '/auth', headers: { cookie: 'reign.sid=abc' } });
    expect(member.body).toContain('Loading your account');
    expect(member.body).not.toContain('signedOut');
    // `/` is the same document for everyone
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('signedOut');
  });

  it('leaves addresses with a query, and other pages, to the browser', async () => {
    for (const url of ['/?verse=John%203%3A16', '/dashboard']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('data-reign-ssr');
    }
  });

  it('never sends the server bundle', async () => {
    expect((await app.inject({ method: 'GET', url: '/ssr/entry-server.js' })).statusCode).toBe(404);
  });
});

describe("an admin's change to today's scripture", () => {
  // a day of its own, so no other test's schedule is today's
  const now = new Date('2037-07-07T17:00:00Z');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: writeDist() }, { clock: () => now });
  });
  afterAll(() => app.close());

  it('is in the very next document (the browser trusts a fresh document and does not ask again)', async () => {
    const before = await app.inject({ method: 'GET', url: '/' });
    expect(before.body).not.toContain('Psalm 23:1');
    const admin = as(app, await signInAdmin(app));
    const created = await admin.post('/api/admin/scheduled-scriptures', {
      verse: 'Yahweh is my shepherd: I shall lack nothing.',
      reference: 'Psalm 23:1',
      reflection: 'The Lord provides.',
      scheduleDate: '2037-07-07T00:00:00.000Z',
    });
    expect(created.statusCode).toBe(201);
    const after = await app.inject({ method: 'GET', url: '/' });
    expect(after.body).toContain(
      '<blockquote>Yahweh is my shepherd: I shall lack nothing.<cite>— Psalm 23:1',
    );
    expect(await admin.delete(`/api/admin/scheduled-scriptures/${created.json().id}`)).toMatchObject({
      statusCode: 200,
    });
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain('Psalm 23:1');
  });
});
