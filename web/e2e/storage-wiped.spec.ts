import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/member';
import { Network, syncStatus, waitForServiceWorker } from './pages/network';
import { TasksPage } from './pages/tasks-page';

const CLEARED = "This browser cleared Reign's data on this device.";
const TITLES = ['Call Mom', 'Read Psalm 23'];

/** Two changes made offline on a device that has synced before (its client id is known to the server). */
async function twoOfflineChanges(page: Page) {
  await waitForServiceWorker(page); // the app's code offline
  const tasks = new TasksPage(page);
  await tasks.goto();
  await expect(syncStatus(page)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 20_000 });
  const network = new Network(page.context());
  await network.goOffline();
  for (const title of TITLES) await tasks.createTask({ title, scheduledDate: '2099-03-01' });
  await expect(syncStatus(page)).toHaveAccessibleName('Sync: Offline · 2 changes waiting');
  // the device keeps a trace of them outside IndexedDB
  await page.waitForFunction(() =>
    Object.keys(localStorage).some(
      (key) => key.startsWith('reign:outbox-marker:') && localStorage.getItem(key)?.includes('"count":2'),
    ),
  );
  return { tasks, network };
}

/** What a browser does to a site's IndexedDB under storage pressure or 'Clear site data': localStorage stays. */
async function browserClearsIndexedDb(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(page.url()).origin,
    storageTypes: 'indexeddb',
  });
  await cdp.detach();
}

async function serverTaskTitles(page: Page): Promise<string[]> {
  const tasks = (await (await page.request.get('/api/tasks')).json()) as { title: string }[];
  return tasks.map((t) => t.title).sort();
}

test.describe('storage the browser cleared with unsynced changes', () => {
  test.slow();

  test('the changes are recovered from the mirror, reach the server once, and the person is told once', async ({
    page,
    member: _member,
  }) => {
    const { tasks, network } = await twoOfflineChanges(page);
    await browserClearsIndexedDb(page);

    // still offline: the page starts again on the new database, with the changes put back
    const notice = page.getByTestId('storage-loss-notice');
    await expect(notice).toContainText(
      `${CLEARED} 2 changes that had not synced yet were recovered and are being sent.`,
    );
    // back in the outbox (put back under the sync lock, which a sync in flight may hold a while);
    // the page starts again on the database, and whether its first moments read the emulated
    // network as offline varies under load: the count is what this checks
    await expect(syncStatus(page)).toHaveAccessibleName(/· 2 changes waiting$|^Sync: 2 changes waiting$/, {
      timeout: 30_000,
    });
    await network.goOnline();
    await page.reload();
    await expect(notice).toContainText('2 changes that had not synced yet were recovered');
    await expect.poll(() => serverTaskTitles(page), { timeout: 20_000 }).toEqual(TITLES);
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 20_000 });
    for (const title of TITLES) await expect(tasks.checkbox(title)).toBeVisible();

    // once: dismissed, it does not come back; nothing was applied twice
    await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(tasks.checkbox(TITLES[0] ?? '')).toBeVisible();
    await expect(notice).toBeHidden();
    expect(await serverTaskTitles(page)).toEqual(TITLES);
  });

  test('without the mirror, the person is told what was lost and since when', async ({
    page,
    member: _member,
  }) => {
    const { tasks, network } = await twoOfflineChanges(page);
    // a mirror given up above its size cap: only the marker is left
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('reign:outbox-mirror:')) localStorage.removeItem(key);
    });
    await browserClearsIndexedDb(page);
    // offline, what reached the server is not known yet: nothing is said
    await expect(tasks.newTaskButton).toBeVisible();
    const notice = page.getByTestId('storage-loss-notice');
    await expect(notice).toBeHidden();
    await network.goOnline();
    const lost = new RegExp(
      `${CLEARED.replace('.', '\\.')} 2 changes made since (today|yesterday) at \\d{1,2}:\\d{2} [AP]M had not reached the server and could not be recovered\\.`,
    );
    // asked once the page sees the network back (a sync's retry may wait a few seconds)
    await expect(notice).toContainText(lost, { timeout: 30_000 });
    await page.reload();
    await expect(notice).toContainText(lost);
    expect(await serverTaskTitles(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(tasks.newTaskButton).toBeVisible();
    await expect(notice).toBeHidden();
  });
});
