import { test as base, expect } from '@playwright/test';
import { signUp } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { Network, waitForServiceWorker } from './pages/network';
import { collectProblems, todayScripture } from './pages/page-checks';

/** The day's document: what a guest's first visit asks, and what the worker keeps for offline. */
base.describe('a guest’s first visit', () => {
  base.use({ serviceWorkers: 'block' });

  base(
    'asks the server nothing: the document says who is signed in and carries today’s answer',
    async ({ page }) => {
      const { verse } = await todayScripture(page);
      const asked: string[] = [];
      const scripts: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) asked.push(pathname);
        if (request.resourceType() === 'script') scripts.push(pathname);
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-reign-ready', '');
      await expect(
        page.locator('section[aria-labelledby="today-scripture-heading"] blockquote'),
      ).toContainText(verse);
      // signed out from the first paint: the Login button is in the server's HTML
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      // and so none of the contract's schemas (zod) was loaded
      expect(scripts.filter((path) => /\/assets\/schemas-/.test(path))).toEqual([]);
      // the page works, and signing in from it asks the server then
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    },
  );
});

base.describe('offline start', () => {
  base(
    'the service worker answers / with the day’s server-rendered document, verse and all',
    async ({ page, context }) => {
      const { verse, reference } = await todayScripture(page);
      await page.goto('/');
      await waitForServiceWorker(page);
      await new Network(context).goOffline();
      const problems = collectProblems(page);
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      // the document itself carries the verse: no script had to run for it
      const html = (await response?.text()) ?? '';
      expect(html).toContain('data-reign-ssr');
      expect(html).toContain(reference);
      const quote = page.locator('section[aria-labelledby="today-scripture-heading"] blockquote');
      await expect(quote).toContainText(verse);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText(/Step 2 of 5/)).toBeAttached();
      // offline, the API's aborted requests are logged; nothing else may be
      expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    },
  );

  base(
    'after signing in, the day’s document kept for an offline start is the signed-in one',
    async ({ page, context }) => {
      const keptPage = () =>
        page.evaluate(async () => {
          const kept = await (await caches.open('reign-day-page')).match('/');
          return kept ? kept.text() : '';
        });
      // a guest's visits: the worker keeps the document rendered for a visitor without a session
      await page.goto('/');
      await waitForServiceWorker(page);
      await expect.poll(keptPage).toContain('"signedOut":true');

      const { username } = await signUp(page, 'dayp');
      await expect.poll(keptPage).toContain('data-reign-ssr');
      await expect.poll(keptPage).not.toContain('"signedOut":true');

      // offline, a start from the kept document is signed in (no Login button), the verse there
      await new Network(context).goOffline();
      await page.goto('/');
      await expect(
        page.locator('section[aria-labelledby="today-scripture-heading"] blockquote'),
      ).toBeVisible();
      await new AppShell(page).expectSignedIn(username);
    },
  );
});
