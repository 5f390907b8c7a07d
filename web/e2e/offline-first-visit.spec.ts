import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures/member';
import { DashboardPage } from './pages/dashboard-page';
import { GoalsPage } from './pages/goals-page';
import { Network, syncStatus } from './pages/network';
import { PrayersPage } from './pages/prayers-page';

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

  test('a part nobody asked for that cannot load leaves the page whole, and comes once online', async ({
    member,
    browser,
    baseURL,
  }) => {
    const fresh = await newBrowserSignedIn(browser, baseURL ?? '', member.username);
    const prayers = new PrayersPage(fresh.page);
    await prayers.goto();
    await prayers.add('Wisdom for the week');
    await fresh.page.goto('/');
    // the time-zone offer and a card's Share button, as offline on a new browser: their code fails
    const parts = '**/assets/{time-zone,ShareControl}-*.js';
    await fresh.context.route(parts, (route) => route.abort('internetdisconnected'));
    await prayers.goto();
    await prayers.ready();
    const card = prayers.card('Wisdom for the week');
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark answered' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Share' })).toHaveCount(0);
    // the page still answers: a thrown import would have blanked it
    await prayers.tab('Answered').click();
    await expect(prayers.tab('Answered')).toHaveAttribute('aria-selected', 'true');
    await prayers.tab('Active').click();

    await fresh.context.unroute(parts);
    await fresh.network.goOffline();
    await fresh.network.goOnline();
    await expect(card.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(routeError(fresh.page)).toHaveCount(0);
    await fresh.context.close();
  });
});
