import { expect, test } from '@playwright/test';

const CREDIT = 'Matthew Henry, Concise Commentary';

test('a reflection from Matthew Henry credits him and opens the whole comment', async ({ page }) => {
  await page.goto('/debug/Hebrews%204:16');
  await expect(page.getByText(/to come boldly to the throne of grace/)).toBeVisible();
  const credit = page.getByTestId('commentary-credit');
  await expect(credit).toContainText(CREDIT);
  await credit.getByRole('button', { name: 'Read the whole comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Matthew Henry on Hebrews 4:16' });
  await expect(dialog.getByRole('heading', { name: 'Hebrews 4:11-16' })).toBeVisible();
  await expect(dialog).toContainText('Observe the end proposed');
});

test("a psalm's reflection is Spurgeon's, credited, and opens his whole note on the verse", async ({
  page,
}) => {
  await page.goto('/debug/Psalm%2023:1');
  await expect(page.getByText(/What condescension is this/)).toBeVisible();
  const credit = page.getByTestId('commentary-credit');
  await expect(credit).toContainText('C. H. Spurgeon, The Treasury of David');
  await credit.getByRole('button', { name: 'Read the whole comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'C. H. Spurgeon on Psalm 23:1' });
  await expect(dialog.getByRole('heading', { name: 'Psalm 23:1', exact: true })).toBeVisible();
  await expect(dialog).toContainText('The Lord is my shepherd');
});

test('the whole comment says it needs a connection when the server cannot be reached', async ({ page }) => {
  await page.goto('/debug/Romans%2012:2');
  const button = page.getByRole('button', { name: 'Read the whole comment' });
  await expect(button).toBeVisible();
  await page.route('**/api/verse-comment/**', (route) => route.abort('internetdisconnected'));
  await button.click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('This comment needs a connection.');
});

test("the first step credits the commentary exactly when today's reflection is its", async ({ page }) => {
  // Other specs running on this server may schedule today's verse with a reflection of their own
  // (a scheduled reflection wins); the server's answer says whose it is, and the step must follow it.
  const today = (await (await page.request.get('/api/today-scripture')).json()) as { credit?: string };
  await page.goto('/');
  const reflection = page.getByRole('region', { name: 'Reflection' });
  await expect(reflection.getByRole('paragraph').first()).toBeVisible();
  if (today.credit) {
    // Henry's, or Spurgeon's when the day's verse is a psalm's
    await expect(page.getByTestId('commentary-credit')).toContainText(today.credit);
    await expect(page.getByRole('button', { name: 'Read the whole comment' })).toBeVisible();
  } else {
    await expect(page.getByTestId('commentary-credit')).toHaveCount(0);
  }
});
