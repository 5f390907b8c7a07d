import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures/member';
import { syncStatus } from './pages/network';
import { TasksPage } from './pages/tasks-page';

// A wipe is told (docs/sync-protocol.md): a device reports with its pushes and pulls what waits on
// it; when its browser then clears all of Reign's data (IndexedDB, localStorage, cookies, the
// service worker) and the person signs in again there, they are told once what never arrived.

/**
 * An app newer than the server: its pushes reach the server, which refuses them, so the changes
 * wait. Answers what the pushes said was waiting, the latest last.
 */
async function pushesRefusedAsTooNew(page: Page): Promise<number[]> {
  const reported: number[] = [];
  await page.context().route('**/api/sync/push', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as {
      schemaVersion: number;
      waiting?: number;
    };
    reported.push(body.waiting ?? -1);
    await route.continue({ postData: JSON.stringify({ ...body, schemaVersion: body.schemaVersion + 100 }) });
  });
  return reported;
}

/** 'Clear site data': everything of the origin goes, as a browser's settings or its storage pressure do. */
async function browserClearsEverything(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' });
  await cdp.detach();
}

test('changes a wiped browser never sent are told once when the person signs in there again', async ({
  page,
  member,
}) => {
  test.slow();
  const tasks = new TasksPage(page);
  await tasks.goto();
  await expect(syncStatus(page)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 20_000 });
  const reported = await pushesRefusedAsTooNew(page);
  for (const title of ['Call Mom', 'Read Psalm 23'])
    await tasks.createTask({ title, scheduledDate: '2099-03-01' });
  await expect(syncStatus(page)).toHaveAccessibleName(/2 changes waiting/, { timeout: 20_000 });
  // the server heard of both with a refused push
  await expect.poll(() => reported.at(-1), { timeout: 30_000 }).toBe(2);

  await browserClearsEverything(page);
  await page.context().unroute('**/api/sync/push');
  await signIn(page, member.username);
  await tasks.goto();
  const notice = page.getByTestId('lost-changes-notice');
  await expect(notice).toContainText(
    /A device of yours had 2 changes waiting since today at \d{1,2}:\d{2} [AP]M that never arrived\. \(Chrome on Linux\)/,
    { timeout: 30_000 },
  );
  expect((await (await page.request.get('/api/tasks')).json()) as unknown[]).toEqual([]);

  // once: dismissed it stays gone, and another new browser of the account is not told again
  await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(tasks.newTaskButton).toBeVisible();
  await expect(notice).toBeHidden();
  const laptop = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin });
  const other = await laptop?.newPage();
  if (!laptop || !other) throw new Error('no browser');
  await signIn(other, member.username);
  await new TasksPage(other).goto();
  await expect(syncStatus(other)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 20_000 });
  await expect(other.getByTestId('lost-changes-notice')).toBeHidden();
  await laptop.close();
});
