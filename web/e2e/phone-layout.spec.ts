import { expect, type Locator, type Page, request } from '@playwright/test';
import { ADMIN, signIn, test } from './fixtures/member';
import { centralToday } from './pages/dashboard-page';
import { WizardPage } from './pages/wizard-page';

test.use({ serviceWorkers: 'block' });
const PHONE = { width: 390, height: 844 };

/** Every tab of the list sits on one row, and the page itself does not scroll sideways. */
async function expectOneRow(page: Page, list: Locator) {
  await expect(list.getByRole('tab').first()).toBeVisible();
  const tops = await list
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((t) => t.getBoundingClientRect().top));
  expect(tops.length).toBeGreaterThan(2);
  expect(new Set(tops.map((t) => Math.round(t))).size).toBe(1);
  // the row scrolls: its last tab can be brought into view and chosen
  const last = list.getByRole('tab').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('on a phone the dashboard and referral tabs stay in one scrollable row', async ({
  page,
  member: _m,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await expectOneRow(page, page.getByRole('tablist').first());
  await page.goto('/referral');
  await expectOneRow(page, page.getByRole('tablist').first());
});

test('on a phone the admin tables are cards with their actions in view', async ({ page, baseURL }) => {
  const admin = await request.newContext({ baseURL: baseURL as string });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const reference = `Psalm 150:${(Date.now() % 6) + 1}`;
  const created = await admin.post('/api/admin/scheduled-scriptures', {
    data: {
      verse: 'Let everything that has breath praise Yahweh!',
      reference,
      reflection: 'Praise is the breath of a grateful heart, and every day gives us reasons.',
      scheduleDate: `${centralToday()}T00:00:00.000Z`,
      isActive: true,
      audioUrl: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await admin.dispose();

  await signIn(page, ADMIN.username, ADMIN.password);
  await page.setViewportSize(PHONE);
  await page.goto('/admin?tab=scriptures');
  const table = page.getByRole('table', { name: 'Scheduled scriptures' });
  await expect(table.getByRole('columnheader').first()).toBeHidden();
  const edit = table.getByRole('button', { name: `Edit ${reference}` }).first();
  await expect(edit).toBeInViewport();
  const box = await edit.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("on a phone the Initiate step's 'Add another action' placeholder fits its input", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const wizard = new WizardPage(page);
  await wizard.goto();
  await wizard.next('Establish Priorities');
  await wizard.priority(1).fill('Love my family well');
  await wizard.priority(2).fill('Finish the budget');
  await wizard.priority(3).fill('Rest and pray');
  await wizard.next('Initiate Bold Action');
  const input = wizard
    .priorityGroup('Love my family well')
    .getByRole('textbox', { name: 'Add another action' });
  await expect(input).toBeVisible();
  // the placeholder's width in the input's own font against the room inside its padding
  const fit = await input.evaluate((el) => {
    const field = el as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: context.measureText(field.placeholder).width, room };
  });
  expect(fit.text).toBeLessThanOrEqual(fit.room);
});
