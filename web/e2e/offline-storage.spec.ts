import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, signUp, test } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { centralToday } from './pages/dashboard-page';
import { Network, waitForServiceWorker } from './pages/network';
import { TasksPage } from './pages/tasks-page';
import { WizardPage } from './pages/wizard-page';

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The Central date `days` after `date`. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test.describe("the day's verse offline", () => {
  test("offline, / shows the verse this device last received for today, and a later day's own verse", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await post(admin, '/api/login', { username: ADMIN.username, password: ADMIN.password });
    const today = centralToday();
    const tomorrow = addDays(today, 1);
    const made: string[] = [];
    const schedule = async (scheduleDate: string, reference: string, verse: string) => {
      const row = (await post(admin, '/api/admin/scheduled-scriptures', {
        scheduleDate,
        reference,
        verse,
        reflection: `A reflection for ${reference}, scheduled by the admin for this day.`,
      })) as { id: string };
      made.push(row.id);
    };
    try {
      const current = (await (await page.request.get('/api/today-scripture')).json()) as { source: string };
      if (current.source !== 'scheduled')
        await schedule(today, 'Isaiah 40:31', 'They shall mount up with wings');
      await schedule(tomorrow, 'Psalm 46:10', 'Be still, and know that I am God.');
      const todayAnswer = (await (await page.request.get('/api/today-scripture')).json()) as {
        reference: string;
      };

      // A visitor reads today's verse online; the app keeps it and the next days' on the device.
      const wizard = new WizardPage(page);
      await wizard.goto();
      await waitForServiceWorker(page);
      await expect(wizard.scriptureCard()).toContainText(todayAnswer.reference);
      await page.waitForFunction((day) => localStorage.getItem('reign:upcoming-fetched-on') === day, today);

      const network = new Network(page.context());
      await network.goOffline();
      await page.reload();
      await expect(wizard.scriptureCard()).toContainText(todayAnswer.reference);

      // Tomorrow, still offline: tomorrow's own (scheduled) verse.
      await page.clock.setFixedTime(new Date(`${tomorrow}T18:00:00.000Z`));
      await page.reload();
      await expect(wizard.scriptureCard()).toContainText('Psalm 46:10');
      await expect(wizard.scriptureCard()).toContainText('Be still, and know that I am God.');
      await network.goOnline();
    } finally {
      for (const id of made) await admin.delete(`/api/admin/scheduled-scriptures/${id}`);
      await admin.dispose();
    }
  });
});

test.describe('without IndexedDB', () => {
  test.slow();
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ context }) => {
    // a browser that keeps no data for the app (blocked storage, some private modes)
    await context.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { get: () => undefined, configurable: true });
    });
  });

  test("a guest's wizard runs in memory, and a member gets a notice and working screens", async ({
    page,
  }) => {
    const wizard = new WizardPage(page);
    await wizard.goto();
    await wizard.walkToGrow();

    const { username } = await signUp(page, 'noidb');
    await new AppShell(page).expectSignedIn(username);
    const tasks = new TasksPage(page);
    await tasks.goto();
    await expect(page.getByTestId('memory-only-notice')).toHaveText(
      'This browser is not letting Reign keep data on this device. Your changes go straight to the server while you are online.',
    );
    await tasks.createTask({ title: 'Saved without IndexedDB', scheduledDate: '2099-03-01' });
    await expect(tasks.checkbox('Saved without IndexedDB')).toBeVisible();
    await expect
      .poll(async () => ((await (await page.request.get('/api/tasks')).json()) as unknown[]).length, {
        timeout: 20_000,
      })
      .toBe(1);
  });
});
