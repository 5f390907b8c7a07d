import { expect, test } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothSchemes, openDialog, pageHeading } from './pages/axe';
import { BiblePage } from './pages/bible-page';

const PHONE = { width: 390, height: 844 };

test.describe('the reader in three translations', () => {
  test('switches to the KJV and the RV1909, whose heading names the book in Spanish', async ({ page }) => {
    const reader = new BiblePage(page);
    await reader.goto('/bible/Genesis/1');
    await reader.expectChapter('Genesis 1');
    const translation = page.getByRole('radiogroup', { name: 'Translation' });
    await translation.getByText('KJV', { exact: true }).click();
    await expect(reader.verse(1)).toContainText('In the beginning God created the heaven and the earth.');
    await expect(page.getByText('King James Version (public domain)')).toBeVisible();

    await translation.getByText('RV1909', { exact: true }).click();
    await reader.expectChapter('Génesis 1');
    await expect(page).toHaveTitle('Génesis 1 · Reign');
    await expect(page.getByText('Reina-Valera 1909 (public domain)')).toBeVisible();
    // the choice stays with this device
    await page.reload();
    await reader.expectChapter('Génesis 1');
  });

  test('on a phone, two translations side by side stack each verse without overflowing', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const reader = new BiblePage(page);
    await reader.goto('/bible/John/3');
    await reader.expectChapter('John 3');
    await page.getByRole('switch', { name: 'Side by side' }).check();
    const verse = page.locator('#v16');
    await expect(verse).toContainText('For God so loved the world, that he gave his only begotten Son');
    await expect(verse.getByText('KJV', { exact: true })).toBeVisible();
    await expect(verse.getByText('WEB', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.reload();
    await expect(page.locator('#v16')).toContainText('only begotten Son');
  });

  test("a tapped verse's bar shows Matthew Henry's comment on it", async ({ page }) => {
    const reader = new BiblePage(page);
    await reader.goto('/bible/John/3');
    await reader.expectChapter('John 3');
    // a tap selects the verse; its bar opens Henry on it
    await reader.verse(16).click();
    await page
      .getByRole('toolbar', { name: 'Study John 3:16' })
      .getByRole('button', { name: 'Matthew Henry on verse 16' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Matthew Henry on John 3:16' });
    await expect(drawer.getByRole('heading', { name: /^John 3:\d+(-\d+)?$/ }).first()).toBeVisible();
    await expect(drawer.getByText('Matthew Henry, Concise Commentary (public domain)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // and from the keyboard: the verse's number is a toggle button (16 off, 17 on)
    await reader.verse(16).getByRole('button', { name: 'Verse 16' }).focus();
    await page.keyboard.press('Enter');
    await reader.verse(17).getByRole('button', { name: 'Verse 17' }).focus();
    await page.keyboard.press('Enter');
    await expect(reader.verse(17).getByRole('button', { name: 'Verse 17' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Matthew Henry on verse 17' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Matthew Henry on John 3:17' })).toBeVisible();
  });
});

test('the Bible is in the menu: its index lists the books and continues where reading stopped', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Bible', exact: true }).click();
  await expect(page).toHaveURL(/\/bible$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bible' })).toBeVisible();
  await expect(page).toHaveTitle('Bible · Reign');
  const old = page.getByRole('region', { name: 'Old Testament' });
  await expect(old.getByRole('link')).toHaveCount(39);
  await expect(page.getByRole('region', { name: 'New Testament' }).getByRole('link')).toHaveCount(27);

  await page.getByRole('link', { name: 'Ruth', exact: true }).click();
  const reader = new BiblePage(page);
  await reader.expectChapter('Ruth 1');
  await reader.next.click();
  await reader.expectChapter('Ruth 2');
  await page.getByRole('banner').getByRole('link', { name: 'Bible', exact: true }).click();
  await page.getByRole('link', { name: 'Continue reading: Ruth 2' }).click();
  await reader.expectChapter('Ruth 2');
});

test('About the texts, from the footer, names each work and its public-domain status', async ({ page }) => {
  await page.goto('/bible');
  // the footer (inside <main>, so not a contentinfo landmark)
  await page.locator('footer').getByRole('link', { name: 'About the texts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About the texts' })).toBeVisible();
  for (const work of [
    'World English Bible',
    'King James Version',
    'Reina-Valera 1909',
    "Matthew Henry's Concise Commentary on the Whole Bible",
    "Nave's Topical Bible",
    'The 366-day verse list',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: work })).toBeVisible();
  }
  await expect(page.getByText('1706–1721')).toBeVisible();
});

test('the side-by-side reader, its comment drawer, /bible and About the texts pass axe in both schemes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/bible/Psalms/23');
  await pageHeading(page, 'Psalms 23');
  await expect(page.locator('#v1')).toBeVisible();
  await expectAccessible(page, '/bible/Psalms/23 with its verse buttons');
  await page.getByRole('switch', { name: 'Side by side' }).check();
  await expect(page.locator('#v1')).toContainText('KJV');
  await expectAccessibleInBothSchemes(page, '/bible/Psalms/23 side by side');
  // a verse selected: its study bar is on the page too
  await page.getByRole('button', { name: 'Verse 1' }).click();
  await expect(page.getByRole('toolbar', { name: 'Study Psalms 23:1' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, '/bible/Psalms/23 with a verse selected');
  await openDialog(
    page,
    page.getByRole('button', { name: 'Matthew Henry on verse 1' }),
    'Matthew Henry on Psalms 23:1',
    "Henry's drawer",
  );
  await page.goto('/bible');
  await pageHeading(page, 'Bible');
  // the book tiles wear the theme's text colour, not a link's blue and underline
  const genesis = page.getByRole('link', { name: 'Genesis', exact: true });
  const text = await page.locator('body').evaluate((body) => getComputedStyle(body).color);
  await expect(genesis).toHaveCSS('color', text);
  await expect(genesis).toHaveCSS('text-decoration-line', 'none');
  await expectAccessibleInBothSchemes(page, '/bible');
  await page.goto('/about/texts');
  await pageHeading(page, 'About the texts');
  await expectAccessible(page, '/about/texts');
});
