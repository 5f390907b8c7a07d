import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures/member';
import { centralToday, DashboardPage } from './pages/dashboard-page';
import { syncStatus } from './pages/network';

// Durable before done (docs/sync-protocol.md, 'A tap is kept'): a tick saved and the tab closed at
// once, before any of the write's asynchronous work could run, is on the server after the next start.

const ACTIONS = Array.from({ length: 10 }, (_, i) => `Step ${i + 1} of the day`);

async function completedOnServer(request: APIRequestContext, date: string): Promise<string[]> {
  const response = await request.get(`/api/daily-actions/date/${date}`);
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { actionText: string; isCompleted: boolean }[];
  return rows
    .filter((r) => r.isCompleted)
    .map((r) => r.actionText)
    .sort();
}

/** A tab of the member's browser on the dashboard, today's plan drawn. */
async function openDashboard(context: BrowserContext) {
  const tab = await context.newPage();
  const dashboard = new DashboardPage(tab);
  await dashboard.goto();
  await expect(dashboard.action(ACTIONS[0] as string)).toBeVisible();
  return dashboard;
}

test('ticks saved and the tab closed at once are all kept, on the server and on screen', async ({
  page,
  context,
  member: _member,
}) => {
  // eleven starts of the app: about 8 s each on a busy CI machine
  test.setTimeout(240_000);
  const today = centralToday();
  const saved = await page.request.post('/api/entries', {
    data: {
      date: today,
      verse: 'Seek first the kingdom of God',
      verseReference: 'Matthew 6:33',
      priorities: ['Family'],
      actionSteps: [{ priority: 'Family', actions: ACTIONS }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.close();

  for (const action of ACTIONS) {
    const dashboard = await openDashboard(context);
    await dashboard.checkOff([action]);
    // swiped away the moment Save was tapped: no unload handlers, nothing awaited
    await dashboard.page.close({ runBeforeUnload: false });
  }

  const dashboard = await openDashboard(context);
  await expect(syncStatus(dashboard.page)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 20_000 });
  await expect.poll(() => completedOnServer(dashboard.page.request, today)).toEqual([...ACTIONS].sort());
  await expect(dashboard.planCard).toContainText(`${ACTIONS.length} of ${ACTIONS.length} completed`);
  for (const action of ACTIONS) await expect(dashboard.action(action)).toBeChecked();
});
