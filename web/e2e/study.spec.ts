import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/member';
import { expectAccessibleInBothSchemes } from './pages/axe';
import { BiblePage } from './pages/bible-page';
import { allSynced, phoneAndLaptop } from './pages/plan-walks';

// Highlights, notes and bookmarks (issue 38) on a phone (390 px) and a second device: made
// offline, synced, a note edited on both kept twice until one is chosen, and My study.

const PHONE = { width: 390, height: 844 };

/** The reader's study bar for the selected verses (e.g. 'John 3:16-17'). */
const studyBar = (page: Page, reference: string) => page.getByRole('toolbar', { name: `Study ${reference}` });

/** Opens a chapter in the reader and waits for its text. */
async function openReader(page: Page, path: string, heading: string) {
  const reader = new BiblePage(page);
  await reader.goto(path);
  await reader.expectChapter(heading);
  return reader;
}

/** Writes a note on the selected verses through the bar's dialog. */
async function writeNote(page: Page, reference: string, text: string, edit = false) {
  await studyBar(page, reference)
    .getByRole('button', { name: edit ? 'Edit note' : 'Note', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Note on ${reference}` });
  await dialog.getByRole('textbox', { name: 'Note' }).fill(text);
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('study marks on two devices', () => {
  test.slow();

  test('a highlight, a note and a bookmark made offline on the phone appear on the laptop', async ({
    page,
    member,
  }) => {
    const { laptop, setOnline } = await phoneAndLaptop(page, member.username);
    // the phone at 390 px (a second context takes the test's viewport: set after it is made)
    await page.setViewportSize(PHONE);
    const reader = await openReader(page, '/bible/John/3', 'John 3');
    await setOnline(false);

    // a verse by its number's button, the next by a tap on its text
    await reader.verse(16).getByRole('button', { name: 'Verse 16' }).click();
    await reader
      .verse(17)
      .getByText(/God didn/)
      .click();
    const bar = studyBar(page, 'John 3:16-17');
    await expect(bar).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await bar.getByRole('button', { name: 'Highlight yellow' }).click();
    await expect(reader.verse(17).locator('[data-colour="yellow"]')).toBeVisible();
    await bar.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(reader.verse(16).getByText('Bookmarked.')).toBeAttached();
    await writeNote(page, 'John 3:16-17', 'Whoever believes\nhas eternal life');
    await expect(reader.verse(16).getByText('Has a note.')).toBeAttached();

    await setOnline(true);
    await allSynced(page);
    const other = await openReader(laptop.page, '/bible/John/3', 'John 3');
    await expect(other.verse(16).locator('[data-colour="yellow"]')).toBeVisible({ timeout: 20_000 });
    await expect(other.verse(17).locator('[data-colour="yellow"]')).toBeVisible();
    await expect(other.verse(16).getByText('Bookmarked.')).toBeAttached();
    await expect(other.verse(16).getByText('Has a note.')).toBeAttached();
    // in another translation too: the marks belong to the verse
    await laptop.page
      .getByRole('radiogroup', { name: 'Translation' })
      .getByText('KJV', { exact: true })
      .click();
    await expect(other.verse(16)).toContainText('only begotten Son');
    await expect(other.verse(16).locator('[data-colour="yellow"]')).toBeVisible();
    await laptop.context.close();
  });

  test('a note edited on both devices offline keeps both versions until one is chosen', async ({
    page,
    member,
  }) => {
    const { laptop, devices, setOnline } = await phoneAndLaptop(page, member.username);
    await page.setViewportSize(PHONE);
    const reader = await openReader(page, '/bible/Rom/8', 'Romans 8');
    await reader.verse(28).getByRole('button', { name: 'Verse 28' }).click();
    await writeNote(page, 'Romans 8:28', 'All things');
    await allSynced(page);
    const other = await openReader(laptop.page, '/bible/Rom/8', 'Romans 8');
    await expect(other.verse(28).getByText('Has a note.')).toBeAttached({ timeout: 20_000 });
    await other.verse(28).getByRole('button', { name: 'Verse 28' }).click();

    await setOnline(false);
    await writeNote(page, 'Romans 8:28', 'All things work together', true);
    await writeNote(laptop.page, 'Romans 8:28', 'For good, for those who love God', true);
    await setOnline(true);
    await allSynced(...devices);

    for (const p of devices) {
      await p.reload();
      await expect(p.getByRole('banner').getByRole('button', { name: '1 to review' })).toBeVisible({
        timeout: 20_000,
      });
    }
    await page.getByRole('banner').getByRole('button', { name: '1 to review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changes to review' });
    const item = dialog.getByRole('listitem', {
      name: 'Your note on Romans 8:28 was changed on two devices',
    });
    await expect(item.getByText('All things work together', { exact: true })).toBeVisible();
    await expect(item.getByText('For good, for those who love God', { exact: true })).toBeVisible();
    await item.getByRole('button', { name: 'Keep both' }).click();
    await expect(dialog.getByText('Nothing to review: every change is settled.')).toBeVisible();
    await page.keyboard.press('Escape');

    await allSynced(...devices);
    await expect
      .poll(
        async () => (await (await laptop.page.request.get('/api/account/export')).json()).notes[0]?.text,
        {
          timeout: 20_000,
        },
      )
      .toMatch(/^(All things work together|For good, for those who love God)\n\n/);
    await laptop.page.goto('/study');
    await expect(laptop.page.getByText(/All things work together/)).toBeVisible({ timeout: 20_000 });
    await expect(laptop.page.getByText(/For good, for those who love God/)).toBeVisible();
    await laptop.context.close();
  });
});

test.describe('My study', () => {
  test.use({ viewport: PHONE });

  test("a guest reaches it from /bible at 390 px; a guest's marks are kept on the device", async ({
    page,
  }) => {
    await page.goto('/');
    // a phone's guest header has room for the Bible and Login only: /bible links My study
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toBeInViewport({ ratio: 1 });
    await expect(banner.getByRole('link', { name: 'My study' })).toBeHidden();
    await banner.getByRole('link', { name: 'Bible' }).click();
    await page.getByRole('main').getByRole('link', { name: 'My study' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing marked yet' })).toBeVisible();
    const reader = await openReader(page, '/bible/John/1', 'John 1');
    await reader.verse(1).getByRole('button', { name: 'Verse 1' }).click();
    await studyBar(page, 'John 1:1').getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(reader.verse(1).getByText('Bookmarked.')).toBeAttached();
    await page.reload();
    await reader.expectChapter('John 1');
    await expect(reader.verse(1).getByText('Bookmarked.')).toBeAttached();
    await page.goto('/study');
    await expect(page.getByRole('list', { name: 'Your marks' }).getByRole('link')).toHaveText([
      'Bookmark: John 1:1',
    ]);
  });

  test('lists the marks, filters them, and opens the reader at a verse', async ({ page, member: _m }) => {
    const reader = await openReader(page, '/bible/Ps/23', 'Psalms 23');
    await reader.verse(1).getByRole('button', { name: 'Verse 1' }).click();
    await studyBar(page, 'Psalms 23:1').getByRole('button', { name: 'Highlight green' }).click();
    await expect(reader.verse(1).locator('[data-colour="green"]')).toBeVisible();

    await openReader(page, '/bible/John/3', 'John 3');
    await reader.verse(16).getByRole('button', { name: 'Verse 16' }).click();
    await writeNote(page, 'John 3:16', 'God so loved the world');

    await page.goto('/study');
    await expect(page).toHaveTitle('My study · Reign');
    const marks = page.getByRole('list', { name: 'Your marks' });
    await expect(marks.getByRole('link')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessibleInBothSchemes(page, '/study at 390 px');
    // Mantine's segments: the label is what is pressed (the radio itself is visually hidden)
    await page.locator('label', { hasText: /^Highlights$/ }).click();
    await expect(marks.getByRole('link')).toHaveText(['Highlight: Psalms 23:1']);
    await page.locator('label', { hasText: /^All$/ }).click();
    await page.getByRole('textbox', { name: 'Search notes' }).fill('loved');
    await expect(marks.getByRole('link')).toHaveText(['Note: John 3:16']);

    await marks.getByRole('link', { name: 'Note: John 3:16' }).click();
    await expect(page).toHaveURL(/\/bible\/John\/3#16$/);
    await expect(reader.highlighted).toHaveCount(1);
    await expect(reader.verse(16)).toHaveAttribute('data-highlighted', 'true');
    await expect(reader.verse(16)).toBeInViewport();
  });
});
