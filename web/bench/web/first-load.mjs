// a. The first load of /: every script the page loads, and what the service worker precaches.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOME_ZONE, VERSE } from './common.mjs';

/**
 * a. Every script of the first visit to / (service worker blocked, so only the page's own loads), by
 * a browser whose language is `locale` (Spanish loads its catalogue too: docs/i18n.md), in `timezoneId`.
 */
export async function measureFirstLoad(browser, base, locale = 'en-US', timezoneId = HOME_ZONE) {
  const context = await browser.newContext({ serviceWorkers: 'block', locale, timezoneId });
  const page = await context.newPage();
  const responses = [];
  const consoleErrors = [];
  page.on('response', (r) => responses.push(r));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.locator(VERSE).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const scripts = new Map();
  let transferred = 0;
  let inline = [];
  for (const response of responses) {
    const request = response.request();
    const sizes = await request.sizes().catch(() => null);
    if (sizes) transferred += sizes.responseBodySize + sizes.responseHeadersSize;
    const path = new URL(response.url()).pathname;
    if (request.resourceType() === 'document' && path === '/') {
      inline = inlineScripts(await response.text());
    }
    const isScript = request.resourceType() === 'script' || /\.m?js$/.test(path);
    if (!isScript || response.status() !== 200 || scripts.has(path)) continue;
    const body = await response.body();
    scripts.set(path, {
      path,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      sent: sizes?.responseBodySize ?? body.length,
      encoding: response.headers()['content-encoding'] ?? 'none',
    });
  }
  await context.close();
  const list = [...scripts.values()].sort((a, b) => b.gzip - a.gzip);
  const all = [...list, ...inline];
  return {
    // the script requests; the document's inline scripts count in the sizes (`inline`)
    scripts: list,
    inline,
    gzip: all.reduce((sum, s) => sum + s.gzip, 0),
    raw: all.reduce((sum, s) => sum + s.raw, 0),
    sent: list.reduce((sum, s) => sum + s.sent, 0),
    transferred,
    requests: responses.length,
    consoleErrors,
  };
}

/**
 * The JavaScript inside the document: no request, but script the page runs, so it counts in the
 * JavaScript of the first load (none today; early.js inline was tried, performance.md fifteenth
 * session). Data (`type="application/json"`) is not script.
 */
function inlineScripts(html) {
  const found = [];
  for (const [, attributes, text] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    const body = Buffer.from(text);
    found.push({ path: '(inline in /)', raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return found;
}

/** What the service worker downloads when it installs: the precache manifest's files. */
export function precacheSize(distDir) {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  let bytes = statSync(join(distDir, 'sw.js')).size;
  for (const url of urls) {
    const file = join(distDir, url);
    if (existsSync(file)) bytes += statSync(file).size;
  }
  return { files: urls.length, bytes };
}
