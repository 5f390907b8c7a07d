#!/usr/bin/env node
// Where a page's start spends the main thread (issue 19): opens a page on a fresh phone-sized
// device (412 x 823, a new browser context each run; the service worker installs as it would) while Chrome traces it,
// and prints the main thread's busy time after the first paint and the blocking time Lighthouse's
// 4x CPU slowdown would make of those tasks. Unthrottled, so much steadier than Lighthouse on a
// noisy machine; several builds are measured interleaved (a, b, a, b, ...) to compare them.
// A diagnostic, not a target: `pnpm bench` holds the targets.
//
//   node web/bench/start-trace.mjs <build dir> [<build dir> ...]
//
// Environment:
//   TRACE_PAGE      the page (default /dashboard, signed in with the bench's year of plans;
//                   / and /auth are opened signed out)
//   TRACE_RUNS      runs per build (default 6)
//   TRACE_WAIT_MS   how long each load is traced (default 6000)
//   TRACE_DETAIL=1  also the self time by trace event and, profiled, by JavaScript file
//   TRACE_RETURNING=1  a returning device: the page is opened once (its data synced) before the
//                   traced load, the way a member opens the app each morning
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from './web/common.mjs';
import { registerUser, startServer } from './web/server.mjs';
import {
  mainThread,
  profileSelfTimeByFile,
  selfTimeByEvent,
  tasksAfterPaint,
  topLines,
} from './web/trace-analysis.mjs';

const dists = process.argv.slice(2).map((d) => resolve(d));
if (dists.length === 0 || !chromePath) {
  console.error('usage: node web/bench/start-trace.mjs <build dir> [...] (needs Chromium: CHROME_PATH)');
  process.exit(1);
}
const page = process.env.TRACE_PAGE ?? '/dashboard';
const runs = Number(process.env.TRACE_RUNS ?? 6);
const detail = process.env.TRACE_DETAIL === '1';
const returning = process.env.TRACE_RETURNING === '1';
const signedIn = page !== '/' && page !== '/auth';
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'];
if (detail) categories.push('disabled-by-default-v8.cpu_profiler');

async function traceOnce(browser, base, cookie) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((c) => {
        const i = c.indexOf('=');
        return { name: c.slice(0, i), value: c.slice(i + 1), url: base };
      }),
    );
  }
  const tab = await context.newPage();
  if (returning) {
    await tab.goto(base + page);
    await tab.waitForTimeout(Number(process.env.TRACE_WAIT_MS ?? 6000));
  }
  const cdp = await context.newCDPSession(tab);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories },
    transferMode: 'ReportEvents',
  });
  await tab.goto(base + page);
  await tab.waitForTimeout(Number(process.env.TRACE_WAIT_MS ?? 6000));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

const servers = [];
try {
  const builds = [];
  for (const dist of dists) {
    const server = await startServer(dist);
    servers.push(server);
    const cookie = signedIn ? await registerUser(server.base) : null;
    builds.push({ dist, server, cookie, busy: [], blocking: [], events: new Map(), files: new Map() });
  }
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  for (let run = 0; run < runs; run += 1) {
    for (const build of builds) {
      const events = await traceOnce(browser, build.server.base, build.cookie);
      const main = mainThread(events);
      const { busy, blocking } = tasksAfterPaint(events, main);
      build.busy.push(busy);
      build.blocking.push(blocking);
      if (detail) {
        for (const [k, v] of selfTimeByEvent(events, main))
          build.events.set(k, (build.events.get(k) ?? 0) + v);
        for (const [k, v] of profileSelfTimeByFile(events, main))
          build.files.set(k, (build.files.get(k) ?? 0) + v);
      }
      console.log(
        `${build.dist} run ${run + 1}: busy ${busy.toFixed(0)} ms, blocking (4x) ${blocking.toFixed(0)} ms`,
      );
    }
  }
  await browser.close();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `\n${page}${returning ? ' (returning device)' : ''}, ${runs} run${runs === 1 ? '' : 's'} a build, after the first paint (medians):`,
  );
  for (const build of builds) {
    console.log(
      `  ${build.dist}: busy ${median(build.busy).toFixed(0)} ms, blocking (4x) ${median(build.blocking).toFixed(0)} ms`,
    );
    if (detail) {
      console.log(['    by trace event (self, mean):', ...topLines(build.events, 12, runs)].join('\n    '));
      console.log(
        ['    by JavaScript file (profiled, mean):', ...topLines(build.files, 15, runs)].join('\n    '),
      );
    }
  }
} finally {
  for (const server of servers) await server.stop();
}
