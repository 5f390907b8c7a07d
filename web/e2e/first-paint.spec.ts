import { test as base, expect, type Page } from '@playwright/test';
import { test } from './fixtures/member';
import { Network, waitForServiceWorker } from './pages/network';

/** Console errors and warnings (React's hydration mismatches among them) and uncaught errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    // Playwright's own notice when a spec blocks service workers is not the page's
    if ((type === 'error' || type === 'warning') && !message.text().includes('blocked by Playwright')) {
      problems.push(`${type}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Today's answer, as the server renders it into the first bytes of /. */
async function todayScripture(page: Page): Promise<{ verse: string; reference: string }> {
  const answer = await (await page.request.get('/api/today-scripture')).json();
  return { verse: answer.verse || answer.text, reference: answer.reference };
}

base.describe('first paint from the server', () => {
  base.use({ javaScriptEnabled: false });

  base('without JavaScript, / shows today’s verse and reference and step 1 of 5', async ({ page }) => {
    const { verse, reference } = await todayScripture(page);
    await page.goto('/');
    const card = page.locator('section[aria-labelledby="today-scripture-heading"]');
    await expect(card.getByRole('heading', { name: "Today's Scripture" })).toBeVisible();
    await expect(card.locator('blockquote')).toContainText(verse);
    await expect(card.locator('blockquote')).toContainText(reference);
    await expect(page.getByRole('heading', { name: 'Reflection' })).toBeVisible();
    await expect(page.getByText('Step 1 of 5: Renew Your Mind (current step)')).toBeAttached();
    // no spinner or skeleton where the verse is
    await expect(page.getByRole('status', { name: "Loading today's scripture" })).toHaveCount(0);
  });
});

base.describe('hydration', () => {
  base('/ hydrates the server’s HTML without a warning, and the page then works', async ({ page }) => {
    const problems = collectProblems(page);
    const { verse } = await todayScripture(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-reign-ssr', '');
    await expect(page.locator('section[aria-labelledby="today-scripture-heading"] blockquote')).toContainText(
      verse,
    );
    // hydrated: the wizard answers clicks
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/Step 2 of 5/)).toBeAttached();
    expect(problems).toEqual([]);
  });

  base('/auth hydrates its server-rendered frame without a warning', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('data-reign-ssr', '');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('/ and /dashboard signed in: no warning on a reload of either', async ({ page, member }) => {
    expect(member.username).toBeTruthy();
    const problems = collectProblems(page);
    await page.goto('/');
    await expect(page.locator('section[aria-labelledby="today-scripture-heading"] blockquote')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
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
});
