import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures/member';
import { DashboardPage } from './pages/dashboard-page';
import { GoalsPage } from './pages/goals-page';
import { Network, syncStatus } from './pages/network';

/**
 * Issue 35, 'nothing lost': the first minutes on a new browser, before the service worker has
 * precached the app. A worker that has not finished precaching controls no page, which is what a
 * context without service workers is, so these contexts block them: every chunk the page has not
 * loaded yet comes from the network or not at all.
 */
async function newBrowserSignedIn(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, username);
  return { context, page, network: new Network(context) };
}

const routeError = (page: Page) => page.getByRole('heading', { name: 'Something went wrong' });

test.describe('offline soon after the first visit', () => {
  test('an edit made offline seconds after signing in on a new browser is kept and reaches the server', async ({
    page,
    member,
    browser,
    baseURL,
  }) => {
    test.slow();
    const created = await page.request.post('/api/goals', {
      data: { title: 'Pray daily', description: 'Ten minutes', targetDate: '2099-06-30' },
    });
    expect(created.status()).toBe(201);

    const fresh = await newBrowserSignedIn(browser, baseURL ?? '', member.username);
    const goals = new GoalsPage(fresh.page);
    await goals.goto();
    await expect(goals.card('Pray daily')).toBeVisible();
    // a few seconds on the page: what it loads when idle has loaded (no service worker helps)
    await fresh.page.waitForLoadState('networkidle');
    await fresh.network.goOffline();

    await goals.editGoal('Pray daily', { title: 'Pray without ceasing' });
    await expect(routeError(fresh.page)).toHaveCount(0);
    await expect(goals.card('Pray without ceasing')).toBeVisible();
    await expect(syncStatus(fresh.page)).toHaveAccessibleName('Sync: Offline · 1 change waiting');

    await fresh.network.goOnline();
    await expect(syncStatus(fresh.page)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 20_000 });
    const saved = (await (await page.request.get('/api/goals')).json()) as { title: string }[];
    expect(saved.map((g) => g.title)).toEqual(['Pray without ceasing']);
    await fresh.context.close();
  });

  test('a tab whose code cannot load offline says so in place, and Try again loads it once online', async ({
    member,
    browser,
    baseURL,
  }) => {
    const fresh = await newBrowserSignedIn(browser, baseURL ?? '', member.username);
    const dashboard = new DashboardPage(fresh.page);
    await dashboard.goto();
    await fresh.network.goOffline();

    await dashboard.open('history');
    const notice = fresh.page.getByRole('alert').filter({ hasText: 'not available offline yet' });
    await expect(notice).toContainText('This part is not available offline yet.');
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(routeError(fresh.page)).toHaveCount(0);
    // the rest of the page still works
    await dashboard.open('overview');
    await expect(fresh.page.getByRole('heading', { name: 'Your Journey' })).toBeVisible();
    await dashboard.open('history');
    await expect(notice).toBeVisible();

    await fresh.network.goOnline();
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(fresh.page.getByRole('heading', { name: 'Daily Plans History' })).toBeVisible();
    await fresh.context.close();
  });
});
