import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures/member';
import { centralToday, DashboardPage } from './pages/dashboard-page';
import { syncStatus } from './pages/network';

// Durable before done (docs/sync-protocol.md, 'A tap is kept'): a tick saved and the tab closed at
// once, before the write's asynchronous work could run, is on the server and on screen after the
// next start. (Closing the whole browser, as Playwright closes a persistent context, is graceful:
// it kept every tick before the journal too, so it tells nothing here.)

const ACTIONS = Array.from({ length: 10 }, (_, i) => `Step ${i + 1} of the day`);

async function savePlan(request: APIRequestContext, date: string, actions: string[]) {
  const saved = await request.post('/api/entries', {
    data: {
      date,
      verse: 'Seek first the kingdom of God',
      verseReference: 'Matthew 6:33',
      priorities: ['Family'],
      actionSteps: [{ priority: 'Family', actions }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

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

/** In a new tab: Update Progress, tick `action`, Save; resolves as soon as the tap is made. */
async function tickInNewTab(context: BrowserContext, action: string) {
  const dashboard = await openDashboard(context);
  await dashboard.planCard.getByRole('button', { name: 'Update Progress' }).click();
  await dashboard.action(action).check();
  // a phone's CPU (as docs/performance.md measures): the write's work after the tap takes longer
  const cdp = await context.newCDPSession(dashboard.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await dashboard.planCard.getByRole('button', { name: 'Save', exact: true }).click();
  return dashboard.page;
}

/** A new tab finds every tick of `actions` on the server, once it synced, and on screen. */
async function expectAllKept(context: BrowserContext, date: string, actions: string[]) {
  const dashboard = await openDashboard(context);
  await expect(syncStatus(dashboard.page)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 20_000 });
  await expect.poll(() => completedOnServer(dashboard.page.request, date)).toEqual([...actions].sort());
  await expect(dashboard.planCard).toContainText(`${actions.length} of ${actions.length} completed`);
  for (const action of actions) await expect(dashboard.action(action)).toBeChecked();
}

test('ticks saved and the tab closed at once are all kept, on the server and on screen', async ({
  page,
  context,
  member: _member,
}) => {
  // eleven starts of the app: about 8 s each on a busy CI machine
  test.setTimeout(240_000);
  const today = centralToday();
  await savePlan(page.request, today, ACTIONS);
  await page.close();
  for (const action of ACTIONS) {
    const tab = await tickInNewTab(context, action);
    // swiped away the moment Save was tapped: no unload handlers, nothing awaited
    await tab.close({ runBeforeUnload: false });
  }
  await expectAllKept(context, today, ACTIONS);
});
