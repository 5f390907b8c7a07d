import { expect, test } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './pages/axe';
import { BiblePage } from './pages/bible-page';

test.describe('Bible topics', () => {
  test('a guest searches prayer, opens the topic and follows a reference into the reader', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/bible/topics');
    await expect(page).toHaveTitle('Bible topics · Reign');
    await expect(page.getByRole('heading', { level: 1, name: 'Bible topics' })).toBeVisible();
    // the page opens on the topics of everyday life
    const everyday = page.getByRole('list', { name: 'Topics of everyday life' });
    await expect(everyday.getByRole('link').first()).toHaveAttribute('href', '/bible/topics/Love');

    await page.getByRole('searchbox', { name: 'Search topics' }).fill('prayer');
    await expect(page).toHaveURL(/\/bible\/topics\?q=prayer$/);
    const list = page.getByRole('list', { name: 'Topics matching "prayer"' });
    const prayer = list.getByRole('link', { name: /^Prayer\b/ });
    await expect(prayer).toContainText(/\d+ references/);

    await prayer.click();
    await expect(page).toHaveURL(/\/bible\/topics\/Prayer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prayer' })).toBeVisible();
    await expect(page).toHaveTitle('Prayer · Reign');

    await page.getByRole('link', { name: 'Read Psalms 55:17 in the Bible' }).first().click();
    await expect(page).toHaveURL(/\/bible\/Psalms\/55#17$/);
    await new BiblePage(page).expectChapter('Psalms 55');
  });

  test('the letters browse the topics, a related topic opens from its link, both accessible', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/bible/topics');
    const nav = page.getByRole('navigation', { name: 'Topics by letter' });
    await expect(nav.getByRole('button', { name: 'X: no topics' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: /^W: \d+ topics$/ })).toBeEnabled();
    await nav.getByRole('button', { name: /^A: \d+ topics$/ }).click();
    await expect(page).toHaveURL(/\?letter=A$/);
    const underA = page.getByRole('list', { name: 'Topics under A' });
    await expect(underA.getByRole('link')).toHaveCount(100);
    await page.getByRole('button', { name: 'Show more topics' }).click();
    // Advice has no verses of its own: its row opens Counsel, which has them
    await underA.getByRole('link', { name: /^Advice\b/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Counsel' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Read .+ in the Bible$/ }).first()).toBeVisible();
    await expectAccessibleInBothSchemes(page, 'Bible topic Counsel');
    await page.getByRole('link', { name: 'Bible topics' }).click();
    await expect(page).toHaveURL(/\/bible\/topics$/);
    await expect(page.getByRole('list', { name: 'All topics, A to Z' })).toBeVisible();
    await expectAccessibleInBothSchemes(page, 'Bible topics');
  });

  test('a topic that does not exist says so; the pages fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/bible/topics/No%20such%20topic');
    await expect(page.getByRole('heading', { level: 1, name: 'Topic not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Search Bible topics' }).click();
    await expect(page).toHaveURL(/\/bible\/topics$/);
    await expect(
      page.getByRole('list', { name: 'All topics, A to Z' }).getByRole('link').first(),
    ).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/bible/topics/Prayer');
    await expect(page.getByRole('heading', { level: 1, name: 'Prayer' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
