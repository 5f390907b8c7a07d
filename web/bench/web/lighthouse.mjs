// b. Lighthouse 12 (mobile) for each page, the median run by performance score kept: as Lighthouse
// runs on this machine, and with its CPU slowdown calibrated to this machine's speed.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CHROME_FLAGS,
  chromePath,
  HOME_ZONE,
  LH_CATEGORIES,
  LH_PAGES,
  lighthouseRuns,
  SIGNED_IN_PAGES,
} from './common.mjs';

/**
 * Lighthouse's mobile run slows the CPU 4x, which it documents as moving a run on a high-end desktop
 * (benchmark index 1,500 to 2,000) to a mid-tier phone (docs/throttling.md, 'Calibrating the CPU
 * slowdown'). This machine's index ranges from under 800 to over 2,700 between sessions, which
 * moved the scores by 30 points: the calibrated run scales the 4x by the index measured in that
 * very run, against the middle of that bracket, so it stands for the same phone on any day.
 */
const LIGHTHOUSE_SLOWDOWN = 4;
const LIGHTHOUSE_HOST_INDEX = 1750;
export const calibratedSlowdown = (benchmarkIndex) =>
  (LIGHTHOUSE_SLOWDOWN * benchmarkIndex) / LIGHTHOUSE_HOST_INDEX;

/**
 * A Chromium for Lighthouse, started by chrome-launcher (Lighthouse's own dependency, resolved
 * through it), with the same flags as the Playwright runs, in the same zone (TZ: Chromium's zone).
 */
async function launchChromeForLighthouse() {
  const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
  const { launch } = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
    envVars: { ...process.env, TZ: HOME_ZONE },
  });
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

/**
 * One Lighthouse run of a page: gathered once (a fresh browser, as Lighthouse's CLI does: a reused one
 * fails with NO_NAVSTART), then audited twice from the saved artifacts: as gathered (4x), and with the
 * slowdown calibrated by the run's own benchmark index. Simulated throttling applies the slowdown only
 * when auditing, so both read the same page load. `keepArtifactsIn`: a directory to copy the
 * gathered artifacts to (the trace is `defaultPass.trace.json`; `lh-tasks.mjs` reads it).
 */
async function lighthouseRun(lighthouse, url, flags, keepArtifactsIn) {
  const dir = mkdtempSync(join(tmpdir(), 'reign-lh-'));
  try {
    const chrome = await launchChromeForLighthouse();
    await lighthouse(url, { ...flags, port: chrome.port, gatherMode: dir }).finally(() => chrome.close());
    const asRun = (await lighthouse(url, { ...flags, auditMode: dir }))?.lhr;
    if (!asRun) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (asRun.runtimeError) return { asRun, calibrated: null };
    const artifactsPath = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsPath, 'utf8'));
    const throttling = {
      ...artifacts.settings.throttling,
      cpuSlowdownMultiplier: calibratedSlowdown(asRun.environment.benchmarkIndex),
    };
    // the audit refuses settings that differ from the gathered ones: both say the calibrated slowdown
    artifacts.settings.throttling = throttling;
    writeFileSync(artifactsPath, JSON.stringify(artifacts));
    const calibrated = (await lighthouse(url, { ...flags, auditMode: dir, throttling }))?.lhr;
    if (!calibrated) throw new Error(`Lighthouse's calibrated audit returned nothing for ${url}`);
    return { asRun, calibrated };
  } finally {
    if (keepArtifactsIn) cpSync(dir, keepArtifactsIn, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The median run by performance score, as the report shows it. */
function summary(lhrs) {
  const sorted = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = sorted[Math.floor(sorted.length / 2)];
  const scores = {};
  const failing = {};
  for (const category of LH_CATEGORIES) {
    scores[category] = Math.round((lhr.categories[category].score ?? 0) * 100);
    failing[category] = failingAudits(lhr, category);
  }
  const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
  return {
    scores,
    failing,
    finalUrl: lhr.finalDisplayedUrl,
    allPerformance: lhrs.map((l) => Math.round(l.categories.performance.score * 100)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
    // the same as numbers (ms; CLS unitless), compared with the targets in the report
    values: {
      FCP: lhr.audits['first-contentful-paint']?.numericValue,
      LCP: lhr.audits['largest-contentful-paint']?.numericValue,
      TBT: lhr.audits['total-blocking-time']?.numericValue,
      CLS: lhr.audits['cumulative-layout-shift']?.numericValue,
    },
  };
}

const TRACES_DIR = process.env.WEB_BENCH_LH_TRACES;
const slugOf = (path) => path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';

function keep(path, run, lhr, suffix) {
  if (!process.env.WEB_BENCH_LH_DIR) return;
  const slug = slugOf(path);
  writeFileSync(join(process.env.WEB_BENCH_LH_DIR, `${slug}-${run}${suffix}.json`), JSON.stringify(lhr));
}

const ATTEMPTS = 5;

/**
 * b. Lighthouse (mobile) for each page: `asRun` as Lighthouse runs here, `calibrated` with the CPU
 * slowdown for this machine's speed; each the median run by performance score.
 */
export async function measureLighthouse(base, cookie) {
  const { default: lighthouse } = await import('lighthouse');
  const asRun = {};
  const calibrated = {};
  for (const path of LH_PAGES) {
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: LH_CATEGORIES,
      // the kept traces hold the main thread's JavaScript samples (profiling costs a little time)
      ...(TRACES_DIR ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      ...(SIGNED_IN_PAGES.has(path) ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const runs = { asRun: [], calibrated: [] };
    for (let i = 0; i < lighthouseRuns; i += 1) {
      // About one run in ten loses its trace (NO_NAVSTART, in any zone and on a quiet machine; three
      // in a row once ended a whole bench): try again, up to ATTEMPTS times.
      let result = null;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const keepIn = TRACES_DIR ? join(TRACES_DIR, `${slugOf(path)}-${i + 1}`) : null;
        result = await lighthouseRun(lighthouse, `${base}${path}`, flags, keepIn);
        if (!result.asRun.runtimeError) break;
        console.log(
          `  lighthouse ${path}: ${result.asRun.runtimeError.code}, attempt ${attempt} of ${ATTEMPTS}`,
        );
      }
      if (result.asRun.runtimeError) {
        throw new Error(`Lighthouse ${path}: ${result.asRun.runtimeError.message}`);
      }
      runs.asRun.push(result.asRun);
      runs.calibrated.push(result.calibrated);
      keep(path, i + 1, result.asRun, '');
      keep(path, i + 1, result.calibrated, '-calibrated');
      const score = (lhr) => Math.round(lhr.categories.performance.score * 100);
      process.stdout.write(
        `  lighthouse ${path} run ${i + 1}: performance ${score(result.asRun)}, ` +
          `calibrated ${score(result.calibrated)} ` +
          `(index ${Math.round(result.asRun.environment.benchmarkIndex)}, ` +
          `${result.calibrated.configSettings.throttling.cpuSlowdownMultiplier.toFixed(1)}x)\n`,
      );
    }
    asRun[path] = summary(runs.asRun);
    calibrated[path] = summary(runs.calibrated);
  }
  return { asRun, calibrated };
}
