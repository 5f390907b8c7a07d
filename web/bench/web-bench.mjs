#!/usr/bin/env node
// The web figures of `pnpm bench` (issue 10): builds the app into a temporary directory, serves it
// from the real sync server (embedded database), then measures
//   a. the gzip size of the JavaScript the browser loads for / (first visit, until network idle),
//   b. Lighthouse 12 (mobile, the default) scores for /, /dashboard (signed in) and /auth,
//   c. the time from navigation to today's verse being visible offline, served by the service
//      worker, as a ratio to a static precached page (public/offline-probe.html) served by it.
// It prints one table of figures; it is a benchmark, not a test, and exits 0 whatever the figures.
//
// Environment:
//   CHROME_PATH            Chromium or Chrome (default /usr/bin/chromium); never downloaded
//   WEB_BENCH_DIST         an existing build to measure instead of building one
//   WEB_BENCH_RUNS         offline timings per page, median taken (default 9)
//   WEB_BENCH_LH_RUNS      Lighthouse runs per page, the median performance run is kept (default 3)
//   WEB_BENCH_LIGHTHOUSE=0 skip Lighthouse
//   WEB_BENCH_JSON         also write the figures as JSON to this file
//   WEB_BENCH_LH_DIR       also write each Lighthouse report (JSON) into this directory
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = resolve(webDir, '../sync-server');
const tsx = join(serverDir, 'node_modules/tsx/dist/cli.mjs');

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Today's verse on the home page (RenewStep: Mantine's Blockquote in the scripture card). */
const VERSE = 'section[aria-labelledby="today-scripture-heading"] blockquote';
/** The static page's text (public/offline-probe.html). */
const PROBE = '#probe';
const PROBE_PATH = '/offline-probe.html';

const TARGETS = { jsGzipKb: 180, performance: 95, accessibility: 100, 'best-practices': 100 };
const LH_PAGES = ['/', '/dashboard', '/auth'];
const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const runs = Math.max(1, Number(process.env.WEB_BENCH_RUNS ?? 9));
const lighthouseRuns = Math.max(1, Number(process.env.WEB_BENCH_LH_RUNS ?? 3));
const withLighthouse = process.env.WEB_BENCH_LIGHTHOUSE !== '0';

const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);

const kb = (bytes) => bytes / 1024;
const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

function build(outDir) {
  console.log(`> vite build --outDir ${outDir}`);
  const result = spawnSync(
    process.execPath,
    [
      join(webDir, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: webDir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build failed (${result.status ?? result.signal})`);
}

/** The real server on a free loopback port, its own embedded database, serving `distDir`. */
async function startServer(distDir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'webbench-data-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [tsx, 'src/server.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  let exited = null;
  child.on('exit', (code) => {
    exited = code ?? 1;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== null) throw new Error(`the server exited (${exited}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health:\n${output}`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    async stop() {
      if (exited === null) {
        const gone = new Promise((ok) => child.once('exit', ok));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {}
        await Promise.race([gone, new Promise((ok) => setTimeout(ok, 15_000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new account through the API; its session cookie for the signed-in pages. */
async function registerUser(base) {
  const username = `bench_${Date.now().toString(36)}`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('register set no cookie');
  return cookie;
}

/** a. Every script of the first visit to / (service worker blocked, so only the page's own loads). */
async function measureFirstLoad(browser, base) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
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
  for (const response of responses) {
    const request = response.request();
    const sizes = await request.sizes().catch(() => null);
    if (sizes) transferred += sizes.responseBodySize + sizes.responseHeadersSize;
    const path = new URL(response.url()).pathname;
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
  return {
    scripts: list,
    gzip: list.reduce((sum, s) => sum + s.gzip, 0),
    raw: list.reduce((sum, s) => sum + s.raw, 0),
    sent: list.reduce((sum, s) => sum + s.sent, 0),
    transferred,
    requests: responses.length,
    consoleErrors,
  };
}

/** What the service worker downloads when it installs: the precache manifest's files. */
function precacheSize(distDir) {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  let bytes = statSync(join(distDir, 'sw.js')).size;
  for (const url of urls) {
    const file = join(distDir, url);
    if (existsSync(file)) bytes += statSync(file).size;
  }
  return { files: urls.length, bytes };
}

/**
 * A Chromium for Lighthouse, started by chrome-launcher (Lighthouse's own dependency, resolved
 * through it), with the same flags as the Playwright runs.
 */
async function launchChromeForLighthouse() {
  const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
  const { launch } = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  return {
    port: chrome.port,
    close: () => chrome.kill(),
  };
}

/** The audits that cost a category points (score below 1, or below 0.9 for performance). */
function failingAudits(lhr, category) {
  const ids = [];
  for (const ref of lhr.categories[category].auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
    const limit = category === 'performance' ? 0.9 : 1;
    if (audit.score < limit) {
      ids.push(`${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return ids;
}

/** b. Lighthouse (mobile) for each page; the median run by performance score. */
async function measureLighthouse(base, cookie) {
  const { default: lighthouse } = await import('lighthouse');
  const results = {};
  for (const path of LH_PAGES) {
    const signedIn = path === '/dashboard';
    const lhrs = [];
    for (let i = 0; i < lighthouseRuns; i += 1) {
      // A fresh browser each run, as Lighthouse's CLI does: a reused one fails with NO_NAVSTART.
      // On a busy machine a run now and then loses its trace (NO_NAVSTART) anyway: try again.
      let result = null;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const chrome = await launchChromeForLighthouse();
        result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: LH_CATEGORIES,
          ...(signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
        }).finally(() => chrome.close());
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (!result.lhr.runtimeError) break;
        console.log(`  lighthouse ${path}: ${result.lhr.runtimeError.code}, attempt ${attempt} of 3`);
      }
      if (result.lhr.runtimeError) {
        throw new Error(`Lighthouse ${path}: ${result.lhr.runtimeError.message}`);
      }
      lhrs.push(result.lhr);
      if (process.env.WEB_BENCH_LH_DIR) {
        const slug = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
        writeFileSync(
          join(process.env.WEB_BENCH_LH_DIR, `${slug}-${i + 1}.json`),
          JSON.stringify(result.lhr),
        );
      }
      process.stdout.write(
        `  lighthouse ${path} run ${i + 1}: performance ${Math.round(result.lhr.categories.performance.score * 100)}\n`,
      );
    }
    lhrs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = lhrs[Math.floor(lhrs.length / 2)];
    const scores = {};
    const failing = {};
    for (const category of LH_CATEGORIES) {
      scores[category] = Math.round((lhr.categories[category].score ?? 0) * 100);
      failing[category] = failingAudits(lhr, category);
    }
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    results[path] = {
      scores,
      failing,
      finalUrl: lhr.finalDisplayedUrl,
      allPerformance: lhrs.map((l) => Math.round(l.categories.performance.score * 100)),
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index'),
      },
    };
  }
  return results;
}

/** Records, in the page, when an element named by one of the selectors is first visible with text. */
function visibleProbe(selectors) {
  const tick = () => {
    for (const selector of selectors) {
      const el = document.querySelector(selector);
      if (el?.textContent?.trim() && el.getBoundingClientRect().height > 0) {
        window.__benchVisibleAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** c. Offline: today's verse on / against the static probe page, both from the service worker. */
async function measureOffline(browser, base) {
  const context = await browser.newContext();
  await context.addInitScript(visibleProbe, [VERSE, PROBE]);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  // Once more through the worker, so today's scripture is in its runtime cache as well.
  const online = await page.reload();
  if (!online?.fromServiceWorker()) throw new Error('the online reload did not come from the service worker');
  await page.locator(VERSE).waitFor({ state: 'visible', timeout: 30_000 });

  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);

  const time = async (path) => {
    const response = await page.goto(`${base}${path}`);
    if (!response?.fromServiceWorker())
      throw new Error(`${path} offline did not come from the service worker`);
    await page.waitForFunction(() => window.__benchVisibleAt !== undefined, null, { timeout: 30_000 });
    return page.evaluate(() => window.__benchVisibleAt);
  };
  // One unmeasured visit of each, then alternate so noise falls on both alike.
  await time('/');
  await time(PROBE_PATH);
  const verse = [];
  const probe = [];
  for (let i = 0; i < runs; i += 1) {
    verse.push(await time('/'));
    probe.push(await time(PROBE_PATH));
  }
  await context.close();
  return { verse, probe, verseMedian: median(verse), probeMedian: median(probe) };
}

function printTable(rows) {
  const header = ['figure', 'value', 'target', 'met?'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  if (!chromePath) {
    console.error('web bench: no Chromium found (set CHROME_PATH); the web figures were not taken.');
    process.exit(process.env.CI ? 1 : 0);
  }
  const ownBuild = !process.env.WEB_BENCH_DIST;
  const distDir = ownBuild
    ? mkdtempSync(join(tmpdir(), 'webbench-dist-'))
    : resolve(process.env.WEB_BENCH_DIST);
  const cleanups = [];
  if (ownBuild) cleanups.push(async () => rmSync(distDir, { recursive: true, force: true }));
  try {
    if (ownBuild) build(distDir);
    const server = await startServer(distDir);
    cleanups.unshift(() => server.stop());
    console.log(`> server at ${server.base} (embedded database), web from ${distDir}`);
    const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
    cleanups.unshift(() => browser.close());

    console.log('> a. first load of /');
    const load = await measureFirstLoad(browser, server.base);
    const precache = precacheSize(distDir);

    let lh = null;
    if (withLighthouse) {
      console.log(`> b. Lighthouse (mobile), ${lighthouseRuns} run(s) a page`);
      const cookie = await registerUser(server.base);
      lh = await measureLighthouse(server.base, cookie);
    }

    console.log(`> c. offline, ${runs} run(s) a page`);
    const offline = await measureOffline(browser, server.base);

    console.log('\nJavaScript of the first load of / (largest first; gzip -9 of each body):');
    for (const s of load.scripts.slice(0, 12)) {
      console.log(`  ${fmtKb(s.gzip).padStart(9)} gzip  ${fmtKb(s.raw).padStart(9)} raw  ${s.path}`);
    }
    if (load.scripts.length > 12) console.log(`  ... and ${load.scripts.length - 12} more`);
    console.log(
      `  ${load.scripts.length} scripts; the server sent ${fmtKb(load.sent)} of script bodies ` +
        `(content-encoding: ${[...new Set(load.scripts.map((s) => s.encoding))].join(', ')})`,
    );
    if (load.consoleErrors.length) {
      console.log('Console errors during the first load:');
      for (const e of load.consoleErrors) console.log(`  ${e}`);
    }
    if (lh) {
      console.log('\nLighthouse (median run by performance):');
      for (const [path, r] of Object.entries(lh)) {
        const m = r.metrics;
        console.log(
          `  ${path} -> ${r.finalUrl}: performance runs ${r.allPerformance.join(', ')}; ` +
            `FCP ${m.FCP}, LCP ${m.LCP}, TBT ${m.TBT}, CLS ${m.CLS}, SI ${m.SI}`,
        );
        for (const category of LH_CATEGORIES) {
          if (r.scores[category] < TARGETS[category] && r.failing[category].length) {
            console.log(`    ${category} below target: ${r.failing[category].join(', ')}`);
          }
        }
      }
    }
    console.log(
      `\nOffline timings (ms from navigation start): verse ${offline.verse.map((v) => v.toFixed(0)).join(', ')}; ` +
        `static ${offline.probe.map((v) => v.toFixed(0)).join(', ')}`,
    );

    const rows = [
      [
        'JS for / (gzip, first load)',
        fmtKb(load.gzip),
        `< ${TARGETS.jsGzipKb} KB`,
        kb(load.gzip) < TARGETS.jsGzipKb ? 'yes' : 'no',
      ],
      ['JS for / (uncompressed)', fmtKb(load.raw), '-', '-'],
      [
        'first load transferred (all, as served)',
        `${fmtKb(load.transferred)} in ${load.requests} requests`,
        '-',
        '-',
      ],
      ['service worker precache', `${fmtKb(precache.bytes)} in ${precache.files} files`, '-', '-'],
    ];
    if (lh) {
      for (const [path, r] of Object.entries(lh)) {
        for (const category of LH_CATEGORIES) {
          const target = TARGETS[category];
          rows.push([
            `Lighthouse ${path} ${category}`,
            String(r.scores[category]),
            target === 100 ? '100' : `${target}+`,
            r.scores[category] >= target ? 'yes' : 'no',
          ]);
        }
      }
    }
    rows.push(
      ['offline: verse visible on / (median)', `${offline.verseMedian.toFixed(0)} ms`, '-', '-'],
      ['offline: static page visible (median)', `${offline.probeMedian.toFixed(0)} ms`, '-', '-'],
      [
        'offline: verse / static page',
        `${(offline.verseMedian / offline.probeMedian).toFixed(2)}x`,
        '-',
        '-',
      ],
    );
    console.log('\nWeb benchmark');
    printTable(rows);

    if (process.env.WEB_BENCH_JSON) {
      writeFileSync(
        process.env.WEB_BENCH_JSON,
        `${JSON.stringify({ firstLoad: load, precache, lighthouse: lh, offline, rows }, null, 2)}\n`,
      );
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

await main();
