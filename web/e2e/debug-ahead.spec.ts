import { expect, test } from '@playwright/test';
import { centralToday } from './pages/dashboard-page';

/** The Central date `days` after `date` (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('/debug/<tomorrow> says there is no verse for that day yet, and today shows its verse', async ({
  page,
}) => {
  await page.goto(`/debug/${addDays(centralToday(), 1)}`);
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'No verse for that day' })).toBeVisible();
  await expect(page.getByText(/404/)).toHaveCount(0);

  await page.goto(`/debug/${centralToday()}`);
  await expect(page.getByRole('heading', { name: 'Reflection' })).toBeVisible();
});

test('/debug/<a reference of too many verses> says how many it may name', async ({ page }) => {
  await page.goto('/debug/Psalm%20119');
  await expect(page.getByRole('alert')).toHaveText('Ask for at most 30 verses at a time.');
});
