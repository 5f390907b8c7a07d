// Shared pieces of the web benchmark: Chromium and its flags, the selectors measured, the targets,
// number formatting and the figures table.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverDir = resolve(webDir, '../sync-server');
export const tsx = join(serverDir, 'node_modules/tsx/dist/cli.mjs');

export const CHROME_FLAGS = [
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
export const VERSE = 'section[aria-labelledby="today-scripture-heading"] blockquote';
/** The static page's text (public/offline-probe.html). */
export const PROBE = '#probe';
export const PROBE_PATH = '/offline-probe.html';

// Issue 19's targets (docs/performance.md): at most 150 KB gzip in at most 15 scripts for /; on each
// Lighthouse page FCP <= 1.5 s, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05; offline, the verse within
// 1.5x the static page's time.
export const TARGETS = {
  jsGzipKb: 150,
  scripts: 15,
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  metrics: { FCP: 1500, LCP: 2000, TBT: 150, CLS: 0.05 },
  offlineRatio: 1.5,
};
// the pages people read (issue 53): WEB_BENCH_LH_PAGES=/dashboard measures only the pages named
// (comma-separated), while working on one
export const LH_PAGES = process.env.WEB_BENCH_LH_PAGES?.split(',') ?? [
  '/',
  '/auth',
  '/dashboard',
  '/bible',
  '/bible/John/3',
  '/plans',
  '/prayers',
  '/study',
];
/**
 * Every browser measured is in the app's home zone (America/Chicago, the server's today), as the
 * end-to-end tests are: elsewhere, for the hours its date is not Central's, a first visit also loads
 * the code that fetches its own day (its row: FAR_ZONE), and the figures would change with the hour.
 */
export const HOME_ZONE = 'America/Chicago';
/** 15 hours ahead of Central: on another date from 9 AM to midnight Central time. */
export const FAR_ZONE = 'Asia/Tokyo';
/** The pages measured signed in (the bench's member, on a new device); the rest as a first-time guest. */
export const SIGNED_IN_PAGES = new Set(['/dashboard', '/prayers']);
export const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export const runs = Math.max(1, Number(process.env.WEB_BENCH_RUNS ?? 9));
export const lighthouseRuns = Math.max(1, Number(process.env.WEB_BENCH_LH_RUNS ?? 3));
export const parts = new Set((process.env.WEB_BENCH_PARTS ?? 'load,lighthouse,offline,tasks').split(','));
export const withLighthouse = process.env.WEB_BENCH_LIGHTHOUSE !== '0' && parts.has('lighthouse');

export const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);

export const kb = (bytes) => bytes / 1024;
export const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function printTable(rows) {
  const header = ['figure', 'value', 'target', 'met?'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
