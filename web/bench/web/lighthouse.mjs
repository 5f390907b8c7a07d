// b. Lighthouse 12 (mobile) for each page, the median run by performance score kept.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROME_FLAGS, chromePath, LH_CATEGORIES, LH_PAGES, lighthouseRuns } from './common.mjs';

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
export async function measureLighthouse(base, cookie) {
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
      // the same as numbers (ms; CLS unitless), compared with the targets in the report
      values: {
        FCP: lhr.audits['first-contentful-paint']?.numericValue,
        LCP: lhr.audits['largest-contentful-paint']?.numericValue,
        TBT: lhr.audits['total-blocking-time']?.numericValue,
        CLS: lhr.audits['cumulative-layout-shift']?.numericValue,
      },
    };
  }
  return results;
}
