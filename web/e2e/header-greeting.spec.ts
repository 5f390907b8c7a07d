import { expect, type Page } from '@playwright/test';
import { ADMIN, test as base, PASSWORD, signIn, uniqueUsername } from './fixtures/member';

base.use({ serviceWorkers: 'block' });

/** The greeting reads whole: nothing of it is cut off by the row. */
async function expectWhole(page: Page, text: string) {
  const greeting = page.getByRole('banner').getByText(text, { exact: true });
  await expect(greeting).toBeVisible();
  expect(await greeting.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), text).toBe(true);
}

/** Nothing in the header's row is cut, and the page does not scroll sideways. */
async function expectNothingCut(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const cut = await nav
    .locator('a, button')
    .evaluateAll((items) =>
      items
        .filter((el) => [...el.querySelectorAll('span')].some((s) => s.scrollWidth > s.clientWidth + 1))
        .map((el) => el.textContent),
    );
  expect(cut, `at ${width} px`).toEqual([]);
  await expect(page.getByRole('button', { name: 'Toggle color scheme' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A new account signed in on `page` (through the API: the form's own flow is tested elsewhere). */
async function register(page: Page, username: string) {
  const registered = await page.request.post('/api/register', { data: { username, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(201);
}

// The greeting was cut ('Welcome, pasto…') on a 1366 px laptop and gone at 1024 px (issue 37).
base(
  'the header greets a long username whole at 1366 and 1280 px, and in the Account panel at 1024 px',
  async ({ page }) => {
    // as long as the 'pastorjonathan'
    const username = `pastor${Date.now().toString(36).slice(-8)}`;
    expect(username).toHaveLength('pastorjonathan'.length);
    await register(page, username);
    const greeting = `Welcome, ${username}`;

    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard');
      await expectWhole(page, greeting);
      await expectNothingCut(page, width);
    }

    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(greeting, { exact: true })).toHaveCount(0);
    await expectNothingCut(page, 1024);
    await nav.getByRole('button', { name: 'Account' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByText(greeting, { exact: true })).toBeVisible();
    expect(
      await panel.getByText(greeting, { exact: true }).evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
    ).toBe(true);
    await panel.getByRole('link', { name: 'Your profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
  },
);

base('a username twice as long still reads whole at 1366 px', async ({ page }) => {
  const username = uniqueUsername('pastorjonathan');
  await register(page, username);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/dashboard');
  await expectWhole(page, `Welcome, ${username}`);
  await expectNothingCut(page, 1366);
});

base("the admin's longer row (Admin too) fits a 1024 and a 1000 px laptop", async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  for (const width of [1024, 1000]) {
    await page.setViewportSize({ width, height: 768 });
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNothingCut(page, width);
  }
});
