import type { Page } from '@playwright/test';
import { expect, secondDevice, signUp, test } from './fixtures/member';
import { GoalsPage } from './pages/goals-page';
import { syncStatus } from './pages/network';

const goal = (title: string) => ({ title, description: 'One chapter a day', targetDate: '2099-06-30' });

const syncWorkers = (page: Page) =>
  page.workers().filter((w) => /\/assets\/sync-worker-[\w-]+\.js$/.test(w.url())).length;

test.describe('the sync worker (issue 19)', () => {
  test("a signed-in page syncs from its worker, and another device sees the page's changes", async ({
    page,
    member,
  }) => {
    test.setTimeout(45_000);
    await expect.poll(() => syncWorkers(page)).toBe(1);
    const goals = new GoalsPage(page);
    await goals.goto();
    await goals.createGoal(goal('Read the Gospels'));
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 15_000 });

    const laptop = await secondDevice(page, member.username);
    const other = new GoalsPage(laptop.page);
    await other.goto();
    await expect(other.card('Read the Gospels')).toBeVisible();
    await laptop.context.close();
  });

  test('when the worker cannot start, the page syncs by itself', async ({ browser, baseURL }) => {
    test.setTimeout(45_000);
    const context = await browser.newContext({ baseURL });
    await context.route(/\/assets\/sync-worker-[\w-]+\.js$/, (route) => route.abort('failed'));
    const page = await context.newPage();
    const member = await signUp(page, 'noworker');
    const goals = new GoalsPage(page);
    await goals.goto();
    await goals.createGoal(goal('Pray for my city'));
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 15_000 });
    expect(syncWorkers(page)).toBe(0);

    const laptop = await secondDevice(page, member.username);
    const other = new GoalsPage(laptop.page);
    await other.goto();
    await expect(other.card('Pray for my city')).toBeVisible();
    await laptop.context.close();
    await context.close();
  });
});
