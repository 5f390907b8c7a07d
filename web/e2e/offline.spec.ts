import { expect, PASSWORD as password, signUp, test } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { GoalsPage } from './pages/goals-page';
import { Network, syncStatus, waitForServiceWorker } from './pages/network';
import { TasksPage } from './pages/tasks-page';

const goal = {
  title: 'Pray without ceasing',
  description: 'Morning and evening prayer',
  targetDate: '2099-06-30',
};

test.describe('offline, installed app', () => {
  test('the app is installable: manifest, icons and a service worker pass Chromium checks', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    const cdp = await page.context().newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    // Playwright's contexts are incognito, where Chromium never installs; every other check must pass.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Reign',
      short_name: 'Reign',
      display: 'standalone',
      start_url: '/',
    });
  });

  test('a signed-in user works offline, and another device sees the changes once online', async ({
    page,
    member,
    context,
    browser,
    baseURL,
  }) => {
    // two browsers, a closed tab and the network back: more than one page's 30 s on a busy machine
    test.setTimeout(60_000);
    const { username } = member;
    await waitForServiceWorker(page);
    await new AppShell(page).expectSignedIn(username);

    const network = new Network(context);
    await network.goOffline();
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await new AppShell(page).expectSignedIn(username);
    await expect(syncStatus(page)).toHaveAccessibleName('Sync: Offline');

    const goals = new GoalsPage(page);
    await goals.goto();
    await goals.createGoal(goal);
    await expect(goals.card(goal.title)).toBeVisible();
    const tasks = new TasksPage(page);
    await tasks.goto();
    await tasks.createTask({ title: 'Read Psalm 23', scheduledDate: '2099-06-01', goal: goal.title });
    await expect(tasks.checkbox('Read Psalm 23')).toBeVisible();
    await expect(syncStatus(page)).toHaveAccessibleName('Sync: Offline · 2 changes waiting');

    // Close the tab and come back, still offline: everything is on the device.
    await page.close();
    const again = await context.newPage();
    const reopened = await again.goto('/dashboard?tab=goals');
    expect(reopened?.fromServiceWorker()).toBe(true);
    await expect(new GoalsPage(again).card(goal.title)).toBeVisible();
    await new TasksPage(again).goto();
    await expect(new TasksPage(again).checkbox('Read Psalm 23')).toBeVisible();

    // Online again: the outbox drains.
    await network.goOnline();
    await expect(syncStatus(again)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 20_000 });

    // Another device signs in and finds both.
    const laptop = await browser.newContext({ baseURL });
    const other = await laptop.newPage();
    const auth = new AuthPage(other);
    await auth.goto();
    await auth.signIn(username, password);
    await new AppShell(other).expectSignedIn(username);
    const otherGoals = new GoalsPage(other);
    await otherGoals.goto();
    await expect(otherGoals.card(goal.title)).toBeVisible();
    const otherTasks = new TasksPage(other);
    await otherTasks.goto();
    await expect(otherTasks.checkbox('Read Psalm 23')).toBeVisible();
    await laptop.close();
  });

  test('an app that goes offline right after signing in still opens signed in', async ({ page, context }) => {
    // the worker controls the page before the account exists, so the only session answer it has
    // seen is a signed-out one (never kept); the sign-in itself must leave the offline answer
    await page.goto('/');
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    const { username } = await signUp(page, 'quick');
    const network = new Network(context);
    await network.goOffline();
    const reopened = await page.goto('/dashboard');
    expect(reopened?.fromServiceWorker()).toBe(true);
    await new AppShell(page).expectSignedIn(username);
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('a sign-in that expires while offline keeps the outbox, which drains after signing in again', async ({
    page,
    member,
    context,
  }) => {
    const { username } = member;
    await waitForServiceWorker(page);
    const network = new Network(context);
    await network.goOffline();

    const goals = new GoalsPage(page);
    await goals.goto();
    await goals.createGoal(goal);
    await expect(syncStatus(page)).toHaveAccessibleName('Sync: Offline · 1 change waiting');

    // The session ends while the device is away (cookie gone), then the network comes back.
    await context.clearCookies();
    await network.goOnline();
    const shell = new AppShell(page);
    await shell.expectSignedOut();
    expect((await page.request.get('/api/goals')).status()).toBe(401);

    const auth = new AuthPage(page);
    await shell.loginLink.click();
    // the sign-in page says what waits on this device for the person whose session expired
    const waiting = page.getByRole('status').filter({ hasText: 'will sync' });
    await expect(waiting).toHaveText('1 change on this device will sync after you sign in.');
    // a second person on this device typing their own name is told of none of those
    const usernameField = auth.field(auth.signInPanel, 'Username');
    await usernameField.fill('someone_else');
    await expect(waiting).toHaveCount(0);
    await usernameField.fill(username.toUpperCase());
    await expect(waiting).toHaveText('1 change on this device will sync after you sign in.');
    await auth.signIn(username, password);
    await shell.expectSignedIn(username);
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync: Synced \d/, { timeout: 20_000 });
    const saved = (await (await page.request.get('/api/goals')).json()) as { title: string }[];
    expect(saved.map((g) => g.title)).toEqual([goal.title]);
  });

  test('signing out offline signs out on this device at once, and on the server once back online', async ({
    page,
    member,
    context,
    request,
  }) => {
    await waitForServiceWorker(page);
    const shell = new AppShell(page);
    await shell.expectSignedIn(member.username);
    const session = (await context.cookies()).find((c) => c.name === 'reign.sid');
    expect(session).toBeDefined();
    const serverSession = async () => {
      const answer = await request.get('/api/session', {
        headers: { cookie: `reign.sid=${session?.value}` },
      });
      return ((await answer.json()) as { user: { username: string } | null }).user?.username ?? null;
    };
    expect(await serverSession()).toBe(member.username);

    const network = new Network(context);
    await network.goOffline();
    await shell.logout();
    await shell.expectSignedOut();
    await expect(shell.toast('Logout failed')).toHaveCount(0);
    // an offline start is signed out too (the worker's copy of the session is gone)
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await shell.expectSignedOut();
    // (whether the server heard yet is not asserted: an offline Playwright context does not stop
    // every fetch of a service worker in Chromium, and a loaded run saw one get through)

    await network.goOnline();
    await expect.poll(serverSession, { timeout: 10_000 }).toBeNull();
    await page.reload();
    await shell.expectSignedOut();
  });

  test("a free member's second goal made offline is refused, shown, and can be discarded", async ({
    page,
    member: _member,
    context,
  }) => {
    await waitForServiceWorker(page);
    const network = new Network(context);
    await network.goOffline();
    // Meanwhile another device created this account's one free goal (the API client is not the page).
    const created = await page.request.post('/api/goals', {
      data: { title: 'From the laptop', description: 'Made elsewhere', targetDate: '2099-01-31' },
    });
    expect(created.status()).toBe(201);

    const goals = new GoalsPage(page);
    await goals.goto();
    await goals.createGoal(goal);
    await network.goOnline();

    const refused = page.getByRole('banner').getByRole('button', { name: '1 not saved' });
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(goals.card('From the laptop')).toBeVisible();
    await refused.click();
    const dialog = page.getByRole('dialog', { name: 'Changes that were not saved' });
    const item = dialog.getByRole('listitem', { name: `New goal: "${goal.title}"` });
    await expect(item).toContainText('paid membership');
    await expect(item.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    await expect(item.getByRole('button', { name: 'Try again' })).toBeVisible();
    await item.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toContainText('Everything is saved.');
    await expect(refused).toHaveCount(0);
    await expect(goals.card(goal.title)).toHaveCount(0);
  });
});
