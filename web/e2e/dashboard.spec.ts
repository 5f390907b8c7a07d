import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { centralToday, DashboardPage } from './pages/dashboard-page';
import { Network, syncStatus, waitForServiceWorker } from './pages/network';

const TODAY_ACTIONS = [
  { priority: 'Family', actions: ['Call Mom', 'Pray together'] },
  { priority: 'Work', actions: ['Finish the report'] },
];

async function savePlan(
  request: APIRequestContext,
  values: { date: string; verse: string; verseReference: string; priorities?: string[] },
) {
  const response = await request.post('/api/entries', {
    data: {
      verseReflection: null,
      priorities: ['Family', 'Work'],
      actionSteps: TODAY_ACTIONS,
      challenges: 'Little sleep this week',
      encouragement: '',
      ...values,
    },
  });
  expect(response.ok()).toBe(true);
}

interface Completion {
  actionText: string;
  priority: string;
  isCompleted: boolean;
}

async function completedOnServer(request: APIRequestContext, date: string): Promise<string[]> {
  const response = await request.get(`/api/daily-actions/date/${date}`);
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as Completion[];
  return rows
    .filter((r) => r.isCompleted)
    .map((r) => r.actionText)
    .sort();
}

test.describe('dashboard', () => {
  test("today's plan: check off two actions, save, reload; stats, history and profile", async ({
    page,
    member: _member,
  }) => {
    // the whole of a day's dashboard in one flow: it took the 30 s default to the second here
    test.setTimeout(60_000);
    const today = centralToday();
    await savePlan(page.request, {
      date: today,
      verse: 'Seek first the kingdom of God',
      verseReference: 'Matthew 6:33',
    });
    await savePlan(page.request, {
      date: '2025-02-10',
      verse: 'The LORD will fight for you',
      verseReference: 'Exodus 14:14',
      priorities: ['Courage'],
    });
    await savePlan(page.request, {
      date: '2025-01-15',
      verse: 'In the beginning God created the heavens and the earth',
      verseReference: 'Genesis 1:1',
      priorities: ['Rest'],
    });
    const goal = await page.request.post('/api/goals', {
      data: { title: 'Read the Gospels', description: 'A chapter a day', targetDate: '2099-01-31' },
    });
    expect(goal.status()).toBe(201);

    const shell = new AppShell(page);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.seasonBadge).toHaveText(/^(Spring|Summer|Fall|Winter)$/);

    // The stat cards match the data.
    await expect(dashboard.stat('active-goals')).toHaveText('1');
    await expect(dashboard.stat('todays-tasks')).toHaveText('3');
    await expect(dashboard.stat('goal-progress')).toHaveText('0%');
    await expect(dashboard.stat('daily-plans')).toHaveText('3');

    // Today's plan: two of three actions, saved together.
    await expect(dashboard.planCard).toContainText('Little sleep this week');
    await expect(dashboard.planCard).toContainText('0 of 3 completed');
    await dashboard.checkOff(['Call Mom', 'Finish the report']);
    await expect(shell.toast('Progress saved!')).toContainText('Your action completions have been updated.');
    await expect(dashboard.planCard).toContainText('2 of 3 completed');

    await page.reload();
    await expect(dashboard.action('Call Mom')).toBeChecked();
    await expect(dashboard.action('Finish the report')).toBeChecked();
    await expect(dashboard.action('Pray together')).not.toBeChecked();
    await expect
      .poll(() => completedOnServer(page.request, today))
      .toEqual(['Call Mom', 'Finish the report']);

    // History: search and sort.
    await dashboard.open('history');
    await expect(page.getByRole('heading', { name: 'Daily Plans History' })).toBeVisible();
    await expect(dashboard.historyEntries).toHaveCount(3);
    await expect(dashboard.historyEntry(0)).toContainText('Matthew 6:33');
    await expect(dashboard.historyEntry(0)).toContainText('2 of 3 completed');
    await dashboard.searchBox.fill('BEGINNING');
    await expect(dashboard.historyEntries).toHaveCount(1);
    await expect(dashboard.historyEntry(0)).toContainText('Genesis 1:1');
    await dashboard.searchBox.fill('courage');
    await expect(dashboard.historyEntries).toHaveCount(1);
    await expect(dashboard.historyEntry(0)).toContainText('Exodus 14:14');
    await dashboard.searchBox.fill('');
    await dashboard.sortSelect.selectOption('reference');
    await expect(dashboard.historyEntry(0)).toContainText('Genesis 1:1');
    await expect(dashboard.historyEntry(1)).toContainText('Exodus 14:14');
    await expect(dashboard.historyEntry(2)).toContainText('Matthew 6:33');
    await dashboard.sortSelect.selectOption('oldest');
    await expect(dashboard.historyEntry(0)).toContainText('Genesis 1:1');
    await dashboard.monthSelect.selectOption('2025-02');
    await expect(dashboard.historyEntries).toHaveCount(1);
    await expect(dashboard.historyEntry(0)).toContainText('Exodus 14:14');

    // Profile.
    await dashboard.open('profile');
    await dashboard.profileField('Bio').fill('Father of two, learning to pray');
    await dashboard.profileField('Current focus').fill('Patience');
    await dashboard.maturity.selectOption({ label: 'Mature Believer' });
    await dashboard.saveProfile();
    await expect(shell.toast('Profile Updated')).toBeVisible();
    await page.reload();
    await expect(dashboard.profileField('Bio')).toHaveValue('Father of two, learning to pray');
    await expect(dashboard.maturity).toHaveValue('mature');
    await expect
      .poll(async () => ((await (await page.request.get('/api/profile')).json()) as { bio: string }).bio)
      .toBe('Father of two, learning to pray');
  });

  test("offline: today's completions are saved on the device and synced once online", async ({
    page,
    member: _member,
    context,
  }) => {
    test.setTimeout(90_000);
    const today = centralToday();
    await savePlan(page.request, {
      date: today,
      verse: 'Be still, and know that I am God',
      verseReference: 'Psalm 46:10',
    });
    await waitForServiceWorker(page);

    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.planCard).toContainText('0 of 3 completed');

    const network = new Network(context);
    await network.goOffline();
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(syncStatus(page)).toHaveAccessibleName('Sync: Offline');

    await dashboard.checkOff(['Pray together', 'Finish the report']);
    await expect(new AppShell(page).toast('Progress saved!')).toBeVisible();
    // one change per ticked action (issue 17), so another device's ticks are kept
    await expect(syncStatus(page)).toHaveAccessibleName('Sync: Offline · 2 changes waiting');
    await page.reload();
    await expect(dashboard.action('Pray together')).toBeChecked();
    await expect(dashboard.action('Finish the report')).toBeChecked();

    // Export and import need the network.
    await dashboard.open('profile');
    await expect(page.getByRole('button', { name: 'Export my data' })).toBeDisabled();

    await network.goOnline();
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 20_000 });
    await expect
      .poll(() => completedOnServer(page.request, today))
      .toEqual(['Finish the report', 'Pray together']);
  });
});
