import { expect, type Page } from '@playwright/test';
import { test as base, signUp } from './fixtures/member';

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

// The greeting was cut ('Welcome, pasto…') on a 1366 px laptop and gone at 1024 px (issue 37).
base(
  'the header greets a long username whole at 1366 and 1280 px, and in the Account panel at 1024 px',
  async ({ page }) => {
    // longer than the 'pastorjonathan'
    const { username } = await signUp(page, 'pastorjonathan');
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
    await expectNothingCut(page, 1024);
    const account = nav.getByRole('button', { name: 'Account' });
    await account.click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByText(greeting, { exact: true })).toBeVisible();
    expect(
      await panel.getByText(greeting, { exact: true }).evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
    ).toBe(true);
    await panel.getByRole('link', { name: 'Your profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
  },
);
