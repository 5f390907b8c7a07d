import type { Page } from '@playwright/test';
import { expect, secondDevice, test } from './fixtures/member';
import { DashboardPage } from './pages/dashboard-page';
import { Network, syncStatus, waitForServiceWorker } from './pages/network';
import { PrayersPage, planPrayingFor } from './pages/prayers-page';

const synced = /^Sync: Synced \d/;

/** History shows the requests today's plan prayed for. */
async function expectPrayedFor(page: Page, titles: readonly string[]) {
  const dashboard = new DashboardPage(page);
  await dashboard.goto('history');
  const entry = dashboard.historyEntry(0);
  for (const title of titles) await expect(entry).toContainText(title);
  await expect(entry).toContainText('Prayed for:');
}

test.describe('the prayer journal', () => {
  test.slow();

  test('add three requests, answer one with a testimony, pray for two in today’s plan, see them in History', async ({
    page,
    member: _member,
  }) => {
    const prayers = new PrayersPage(page);
    await prayers.goto();
    await expect(page).toHaveTitle('Prayers · Reign');
    await expect(page.getByText('Start your prayer list')).toBeVisible();
    await prayers.add('Healing for Mom', 'Mom');
    await prayers.add('A job for Sam', 'Sam');
    await prayers.add('Peace at church');
    await expect(prayers.tab('Active')).toContainText('3');

    await prayers.markAnswered('A job for Sam', 'Sam was hired on Friday');
    await expect(prayers.tab('Active')).toContainText('2');
    await prayers.tab('Answered').click();
    await expect(prayers.card('A job for Sam')).toContainText('Sam was hired on Friday');

    await planPrayingFor(page, ['Healing for Mom', 'Peace at church']);
    await expectPrayedFor(page, ['Healing for Mom', 'Peace at church']);
    await new DashboardPage(page).goto('overview');
    await page.getByRole('link', { name: 'Answered this month: 1' }).click();
    await expect(page).toHaveURL(/\/prayers\?tab=answered$/);
    await expect(prayers.card('A job for Sam')).toBeVisible();
  });

  test('the same offline, and a second device sees it after sync', async ({ page, member }) => {
    const prayers = new PrayersPage(page);
    await prayers.goto();
    await waitForServiceWorker(page);
    await expect(syncStatus(page)).toHaveAccessibleName(synced, { timeout: 20_000 });
    const network = new Network(page.context());
    await network.goOffline();
    expect((await page.reload())?.fromServiceWorker()).toBe(true);

    await prayers.add('Healing for Mom');
    await prayers.add('A job for Sam');
    await prayers.add('Peace at church');
    await prayers.markAnswered('A job for Sam', 'Hired!');
    await planPrayingFor(page, ['Healing for Mom', 'Peace at church']);
    await expectPrayedFor(page, ['Healing for Mom', 'Peace at church']);

    await network.goOnline();
    await expect(syncStatus(page)).toHaveAccessibleName(synced, { timeout: 20_000 });

    const { context, page: laptop } = await secondDevice(page, member.username);
    const other = new PrayersPage(laptop);
    await other.goto();
    await expect(other.card('Healing for Mom')).toBeVisible({ timeout: 20_000 });
    await expect(other.tab('Active')).toContainText('2');
    await other.tab('Answered').click();
    await expect(other.card('A job for Sam')).toContainText('Hired!');
    await expectPrayedFor(laptop, ['Healing for Mom', 'Peace at church']);
    await context.close();
  });
});
