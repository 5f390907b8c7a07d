// The web benchmark's output: the details behind each figure, then the figures beside their targets.
import { FAR_ZONE, fmtKb, kb, LH_CATEGORIES, TARGETS } from './common.mjs';

/** Prints what lies behind the figures (largest scripts, Lighthouse metrics, offline timings). */
export function printDetails({ load, lh, offline }) {
  console.log('\nJavaScript of the first load of / (largest first; gzip -9 of each body):');
  for (const s of load.scripts.slice(0, 12)) {
    console.log(`  ${fmtKb(s.gzip).padStart(9)} gzip  ${fmtKb(s.raw).padStart(9)} raw  ${s.path}`);
  }
  if (load.scripts.length > 12) console.log(`  ... and ${load.scripts.length - 12} more`);
  for (const s of load.inline) {
    console.log(`  ${fmtKb(s.gzip).padStart(9)} gzip  ${fmtKb(s.raw).padStart(9)} raw  ${s.path}`);
  }
  console.log(
    `  ${load.scripts.length} scripts; the server sent ${fmtKb(load.sent)} of script bodies ` +
      `(content-encoding: ${[...new Set(load.scripts.map((s) => s.encoding))].join(', ')})`,
  );
  if (load.consoleErrors.length) {
    console.log('Console errors during the first load:');
    for (const e of load.consoleErrors) console.log(`  ${e}`);
  }
  if (lh) {
    printLighthouse('as run here', lh.asRun);
    printLighthouse('CPU slowdown calibrated to this machine', lh.calibrated);
  }
  console.log(
    `\nOffline timings (ms from navigation start): verse ${offline.verse.map((v) => v.toFixed(0)).join(', ')}; ` +
      `static ${offline.probe.map((v) => v.toFixed(0)).join(', ')}`,
  );
}

function printLighthouse(title, pages) {
  console.log(`\nLighthouse, ${title} (median run by performance):`);
  for (const [path, r] of Object.entries(pages)) {
    const m = r.metrics;
    console.log(
      `  ${path} -> ${r.finalUrl}: performance runs ${r.allPerformance.join(', ')}; ` +
        `FCP ${m.FCP}, LCP ${m.LCP}, TBT ${m.TBT}, CLS ${m.CLS}, SI ${m.SI}; ` +
        `benchmark index ${r.benchmarkIndex}, CPU ${r.slowdown.toFixed(1)}x`,
    );
    for (const category of LH_CATEGORIES) {
      if (r.scores[category] < TARGETS[category] && r.failing[category].length) {
        console.log(`    ${category} below target: ${r.failing[category].join(', ')}`);
      }
    }
  }
}

/** Rows for one set of Lighthouse runs; `categories` are the categories shown (metrics always). */
function lighthouseRows(pages, label, categories) {
  const rows = [];
  for (const [path, r] of Object.entries(pages)) {
    for (const category of categories) {
      const target = TARGETS[category];
      rows.push([
        `Lighthouse ${path} ${category}${label}`,
        String(r.scores[category]),
        target === 100 ? '100' : `${target}+`,
        r.scores[category] >= target ? 'yes' : 'no',
      ]);
    }
    for (const [name, limit] of Object.entries(TARGETS.metrics)) {
      const value = r.values?.[name];
      const shown = value === undefined ? '-' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
      const target = name === 'CLS' ? `<= ${limit}` : `<= ${limit} ms`;
      rows.push([
        `Lighthouse ${path} ${name}${label}`,
        shown,
        target,
        value !== undefined && value <= limit ? 'yes' : 'no',
      ]);
    }
  }
  return rows;
}

/** The rows of the figures table: figure, value, target, met?. */
export function figureRows({ load, loadSpanish, loadFarZone, precache, lh, offline }) {
  const rows = [
    [
      'JS for / (gzip, first load)',
      fmtKb(load.gzip),
      `<= ${TARGETS.jsGzipKb} KB`,
      kb(load.gzip) <= TARGETS.jsGzipKb ? 'yes' : 'no',
    ],
    [
      'JS for / in Spanish (gzip, first load)',
      fmtKb(loadSpanish.gzip),
      `<= ${TARGETS.jsGzipKb} KB`,
      kb(loadSpanish.gzip) <= TARGETS.jsGzipKb ? 'yes' : 'no',
    ],
    [`JS for / in ${FAR_ZONE} (gzip, first load)`, fmtKb(loadFarZone.gzip), 'figures only', '-'],
    [
      'scripts of the first load of /',
      String(load.scripts.length),
      `<= ${TARGETS.scripts}`,
      load.scripts.length <= TARGETS.scripts ? 'yes' : 'no',
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
    rows.push(...lighthouseRows(lh.asRun, '', LH_CATEGORIES));
    // accessibility and best practices do not depend on the CPU: shown once, above
    rows.push(...lighthouseRows(lh.calibrated, ', calibrated', ['performance']));
  }
  rows.push(
    ['offline: verse visible on / (median)', `${offline.verseMedian.toFixed(0)} ms`, '-', '-'],
    ['offline: static page visible (median)', `${offline.probeMedian.toFixed(0)} ms`, '-', '-'],
    [
      'offline: verse / static page',
      `${(offline.verseMedian / offline.probeMedian).toFixed(2)}x`,
      `<= ${TARGETS.offlineRatio}x`,
      offline.verseMedian / offline.probeMedian <= TARGETS.offlineRatio ? 'yes' : 'no',
    ],
  );
  return rows;
}
