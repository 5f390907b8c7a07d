import { gzipSync } from 'node:zlib';
import { test as base, expect } from '@playwright/test';

/**
 * The JavaScript budget of the first load of `/` (docs/performance.md): every script a first visit
 * runs, gzip -9 of each body, at most 150 KB. `pnpm bench` prints the figure with its parts; this
 * keeps a change that pulls a module into the first load (a re-export that drags a chunk's
 * neighbours along, say) from landing unseen. A size, not a timing: the same on every machine.
 */
const BUDGET_KB = 150;

base.use({ serviceWorkers: 'block' });

/** The first load's scripts, each gzip -9, and their total; fails over the budget. */
const firstLoad = async ({ page }: { page: import('@playwright/test').Page }) => {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(path);
    if (isScript && response.status() === 200 && !bodies.has(path)) bodies.set(path, response.body());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-reign-ready', '');
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(
    [...bodies].map(async ([path, body]) => ({ path, kb: gzipSync(await body, { level: 9 }).length / 1024 })),
  );
  const total = sizes.reduce((sum, s) => sum + s.kb, 0);
  const parts = sizes
    .sort((a, b) => b.kb - a.kb)
    .map((s) => `${s.kb.toFixed(1)} KB ${s.path}`)
    .join('\n');
  expect(total, `first load of / is ${total.toFixed(1)} KB gzip:\n${parts}`).toBeLessThanOrEqual(BUDGET_KB);
};

base('the first load of / stays within its JavaScript budget', firstLoad);

// a Spanish browser: the page in Spanish, its catalogue (a chunk of its own) on the first load too
base.describe('in Spanish', () => {
  base.use({ locale: 'es-ES' });
  base('the first load of / stays within its JavaScript budget in Spanish', async ({ page }) => {
    await firstLoad({ page });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
