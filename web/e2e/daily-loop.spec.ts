import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/member';
import { centralToday, DashboardPage } from './pages/dashboard-page';
import { GoalsPage } from './pages/goals-page';
import { syncStatus } from './pages/network';
import { otherDevice, phoneAndLaptop, quickPlan, savedEntries } from './pages/plan-walks';
import { WizardPage } from './pages/wizard-page';

const synced = /^Sync: Synced \d/;
const DAY_MS = 24 * 3600 * 1000;

/** Ticks one action of today's plan on the overview and saves it. */
async function tick(page: Page, action: string) {
  const card = new DashboardPage(page).planCard;
  await card.getByRole('checkbox', { name: action }).check();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card.getByTestId('plan-progress-text')).toContainText('1 of 2 completed');
}

test.describe('the daily loop (issue 15)', () => {
  test.slow();

  test("two devices save today's plan offline and converge on one plan with both devices' ticks", async ({
    page,
    member,
  }) => {
    const { laptop, devices, setOnline } = await phoneAndLaptop(page, member.username);
    await setOnline(false);
    const priorities: [string, string, string] = ['Faith', 'Family', 'Work'];
    await quickPlan(page, priorities, ['Pray at noon', 'Read a psalm']);
    await quickPlan(laptop.page, priorities, ['Pray at noon', 'Read a psalm']);
    await tick(page, 'Pray at noon');
    await tick(laptop.page, 'Read a psalm');

    await setOnline(true);
    for (const p of devices) await expect(syncStatus(p)).toHaveAccessibleName(synced, { timeout: 20_000 });
    const entries = await savedEntries(page);
    expect(entries.map((e) => e.date)).toEqual([centralToday()]);
    const ticks = await (await page.request.get(`/api/daily-actions/date/${centralToday()}`)).json();
    expect(ticks.filter((t: { isCompleted: boolean }) => t.isCompleted)).toHaveLength(2);

    // each device, once it has pulled, shows the one plan with both ticks
    for (const p of devices) {
      await p.goto('/');
      const saved = p.getByRole('region', { name: "Today's saved plan" });
      await expect(saved.getByTestId('plan-progress-text')).toContainText('2 of 2 completed', {
        timeout: 20_000,
      });
    }
    await laptop.context.close();
  });

  test("a device whose clock is a day ahead saves the plan under the server's Central date", async ({
    page,
    member,
  }) => {
    await page.goto('/');
    const ahead = await otherDevice(page, member.username, (context) =>
      context.addInitScript((shift: number) => {
        const RealDate = Date;
        class ShiftedDate extends RealDate {
          constructor(...args: unknown[]) {
            if (args.length === 0) super(RealDate.now() + shift);
            else super(...(args as [string]));
          }
          static override now() {
            return RealDate.now() + shift;
          }
        }
        globalThis.Date = ShiftedDate as DateConstructor;
      }, DAY_MS),
    );
    expect(await ahead.page.evaluate(() => Date.now() - performance.timeOrigin)).toBeGreaterThan(DAY_MS / 2);
    await ahead.page.goto('/');
    await expect(syncStatus(ahead.page)).toHaveAccessibleName(synced, { timeout: 20_000 });
    await quickPlan(ahead.page, ['Faith', 'Family', 'Work'], ['Pray at noon', 'Read a psalm']);
    await expect
      .poll(async () => (await savedEntries(page)).map((e) => e.date), { timeout: 20_000 })
      .toEqual([centralToday()]);
    await ahead.context.close();
  });

  test('a free member who completes their only goal may create another', async ({
    page,
    member: _member,
  }) => {
    const made = await page.request.post('/api/goals', {
      data: { title: 'Read the Gospels', description: 'A chapter a day', targetDate: '2099-06-30' },
    });
    expect(made.status()).toBe(201);
    const goals = new GoalsPage(page);
    await goals.goto();
    await goals.setProgress('Read the Gospels', 100);
    const completed = page.getByRole('region', { name: 'Completed Goals (1)' });
    await expect(completed.getByRole('article', { name: 'Read the Gospels' })).toBeVisible();

    await goals.createGoal({
      title: 'Run a half marathon',
      description: 'By spring',
      targetDate: '2099-04-01',
    });
    await expect(goals.card('Run a half marathon')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Upgrade Required' })).toHaveCount(0);
    // the overview's Active Goals lists the goal in progress only
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    const active = page.getByRole('region', { name: 'Active Goals' });
    await expect(active).toContainText('Run a half marathon');
    await expect(active).not.toContainText('Read the Gospels');
  });

  test('toasts sit at the top centre and let clicks through to what is below', async ({
    page,
    member: _member,
  }) => {
    const plan = await page.request.post('/api/entries', {
      data: {
        date: centralToday(),
        verse: 'Seek first the kingdom of God',
        verseReference: 'Matthew 6:33',
        priorities: ['Faith'],
        actionSteps: [{ priority: 'Faith', actions: ['Pray at noon', 'Read a psalm'] }],
      },
    });
    expect(plan.status()).toBe(201);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await tick(page, 'Pray at noon');
    const toast = page.getByRole('alert').filter({ hasText: 'Progress saved!' });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box?.y ?? 999).toBeLessThan(120);
    expect(box && Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(40);
    expect(await toast.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  });

  test('on a phone the verse is on the first screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const phone = await context.newPage();
    await phone.goto('/');
    const verse = new WizardPage(phone).scriptureCard().locator('blockquote');
    await expect(verse).toBeVisible();
    await expect(verse).toBeInViewport();
    await expect(phone.getByRole('button', { name: 'What is REIGN?' })).toBeVisible();
    await context.close();
  });
});
