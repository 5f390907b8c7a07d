import { expect, type Page, test } from '@playwright/test';
import { secondDevice, signUp } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { BiblePage } from './pages/bible-page';
import { waitForServiceWorker } from './pages/network';
import { allSynced } from './pages/plan-walks';

// What a guest makes on the phone (a reading plan and its days read, a highlight, a note and a
// bookmark, some of it offline) goes into the account they then sign up for, and reaches a second
// device (issue 38; data/guest-carry.ts).

const PHONE = { width: 390, height: 844 };
const tick = (page: Page, day: number) =>
  page.getByRole('checkbox', { name: new RegExp(`^Mark day ${day} as read`) });
const studyBar = (page: Page, reference: string) => page.getByRole('toolbar', { name: `Study ${reference}` });

test('a guest’s plan, days read and study marks survive sign-up and appear on a second device', async ({
  page,
}) => {
  test.slow();
  // the phone at 390 px (the second device, made later, takes the browser's default laptop size)
  await page.setViewportSize(PHONE);
  await page.goto('/plans');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Start Psalms and Proverbs in a month' }).click();
  await expect(page.getByRole('region', { name: 'Psalms and Proverbs in a month' })).toContainText(
    'Day 1 of 31',
  );
  await tick(page, 1).check();
  await expect(tick(page, 1)).toBeChecked();

  // offline, in the reader
  const reader = new BiblePage(page);
  await reader.goto('/bible/John/3');
  await reader.expectChapter('John 3');
  await page.context().setOffline(true);
  await reader.verse(16).getByRole('button', { name: 'Verse 16' }).click();
  const bar = studyBar(page, 'John 3:16');
  await bar.getByRole('button', { name: 'Highlight green' }).click();
  await expect(reader.verse(16).locator('[data-colour="green"]')).toBeVisible();
  await bar.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(reader.verse(16).getByText('Bookmarked.')).toBeAttached();
  await bar.getByRole('button', { name: 'Note', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Note on John 3:16' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Written as a guest');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toBeHidden();
  await page.context().setOffline(false);

  const member = await signUp(page, 'carried');
  await expect(new AppShell(page).toast('Kept in your account')).toBeVisible({ timeout: 20_000 });

  // the second device, once the phone's outbox has gone out
  await allSynced(page);
  const laptop = await secondDevice(page, member.username);
  await laptop.page.goto('/study');
  const marks = laptop.page.getByRole('list', { name: 'Your marks' });
  await expect(marks.getByRole('link', { name: /^Highlight: John 3:16/ })).toBeVisible({ timeout: 20_000 });
  await expect(marks.getByRole('link', { name: /^Bookmark: John 3:16/ })).toBeVisible();
  await expect(marks).toContainText('Written as a guest');
  await laptop.page.goto('/plans');
  await expect(laptop.page.getByRole('region', { name: 'Psalms and Proverbs in a month' })).toContainText(
    '1 of 31 days read',
  );
  await expect(tick(laptop.page, 1)).toBeChecked();
  await laptop.context.close();
});
