#!/usr/bin/env node
// The web figures of `pnpm bench` (issue 10): builds the app into a temporary directory, serves it
// from the real sync server (embedded database), then measures
//   a. the gzip size of the JavaScript the browser loads for / (first visit, until network idle),
//   b. Lighthouse 12 (mobile, the default) scores for /, /dashboard (signed in) and /auth,
//   c. the time from navigation to today's verse being visible offline, served by the service
//      worker, as a ratio to a static precached page (public/offline-probe.html) served by it,
//   d. My Tasks with 10 and with 1,000 tasks: opening the tab and ticking one (web/tasks-list.mjs),
//   e. the first working tap on /, phone-class (4x CPU, 150 ms, 1.6 Mbps): web/first-tap.mjs.
// It prints one table of figures; it is a benchmark, not a test, and exits 0 whatever the figures.
// The parts live in bench/web/.
//
// Environment:
//   CHROME_PATH            Chromium or Chrome (default /usr/bin/chromium); never downloaded
//   WEB_BENCH_DIST         an existing build to measure instead of building one
//   WEB_BENCH_RUNS         offline timings per page, median taken (default 9)
//   WEB_BENCH_LH_RUNS      Lighthouse runs per page, the median performance run is kept (default 3)
//   WEB_BENCH_LIGHTHOUSE=0 skip Lighthouse
//   WEB_BENCH_PARTS        which parts to run, comma-separated (default load,lighthouse,offline,tasks,tap)
//   WEB_BENCH_TAP_RUNS     first-tap runs, median taken (default 5)
//   WEB_BENCH_JSON         also write the figures as JSON to this file
//   WEB_BENCH_LH_DIR       also write each Lighthouse report (JSON) into this directory
//   WEB_BENCH_LH_TRACES    also keep each Lighthouse run's artifacts, its trace with JavaScript
//                          samples, in <dir>/<page>-<run>/ (read them with lh-tasks.mjs)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROME_FLAGS,
  chromePath,
  FAR_ZONE,
  lighthouseRuns,
  parts,
  printTable,
  runs,
  withLighthouse,
} from './web/common.mjs';
import { measureFirstLoad, precacheSize } from './web/first-load.mjs';
import { firstTapRows, measureFirstTap } from './web/first-tap.mjs';
import { measureLighthouse } from './web/lighthouse.mjs';
import { measureOffline } from './web/offline.mjs';
import { figureRows, printDetails } from './web/report.mjs';
import { build, registerUser, startServer } from './web/server.mjs';
import { measureTasksTab, tasksRows } from './web/tasks-list.mjs';

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

    let tasks = null;
    if (parts.has('tasks')) {
      console.log('> d. My Tasks with 10 and 1,000 tasks');
      tasks = await measureTasksTab(browser, server.base);
    }
    let tap = null;
    if (parts.has('tap')) {
      console.log('> e. the first working tap on / (phone-class)');
      tap = await measureFirstTap(browser, server.base);
      for (const r of tap.results)
        console.log(
          `  Continue visible ${r.visible.toFixed(0)} ms, working tap ${r.tap.toFixed(0)} ms, next step ${r.answered.toFixed(0)} ms`,
        );
    }
    const extraRows = [...(tasks ? tasksRows(tasks) : []), ...(tap ? firstTapRows(tap) : [])];
    if (!parts.has('load')) {
      console.log('\nWeb benchmark');
      printTable(extraRows);
      return;
    }

    console.log('> a. first load of /');
    const load = await measureFirstLoad(browser, server.base);
    const loadSpanish = await measureFirstLoad(browser, server.base, 'es-ES');
    const loadFarZone = await measureFirstLoad(browser, server.base, 'en-US', FAR_ZONE);
    const precache = precacheSize(distDir);

    let lh = null;
    if (withLighthouse) {
      console.log(`> b. Lighthouse (mobile), ${lighthouseRuns} run(s) a page`);
      const cookie = await registerUser(server.base);
      lh = await measureLighthouse(server.base, cookie);
    }

    console.log(`> c. offline, ${runs} run(s) a page`);
    const offline = await measureOffline(browser, server.base);

    const figures = { load, loadSpanish, loadFarZone, precache, lh, offline };
    printDetails(figures);
    const rows = figureRows(figures);
    rows.push(...extraRows);
    console.log('\nWeb benchmark');
    printTable(rows);

    if (process.env.WEB_BENCH_JSON) {
      writeFileSync(
        process.env.WEB_BENCH_JSON,
        `${JSON.stringify({ ...figures, tasks, tap, rows }, null, 2)}\n`,
      );
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

await main();
