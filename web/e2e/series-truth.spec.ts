import { type APIRequestContext, expect, request } from '@playwright/test';
import { ADMIN, test } from './fixtures/member';
import { AdminPage } from './pages/admin-page';
import { AppShell } from './pages/app-shell';
import { expectAccessible, expectAccessibleInBothSchemes } from './pages/axe';
import { SeriesPage } from './pages/series-page';
import { payThroughServer } from './pages/upgrade-page';

// Issue 37 'Never mislead', on a phone: members are offered only ready series (an active day for each
// of 1..7), and a series opens one day per calendar day.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const UNREADY = `Hope ${suffix}`;
const READY = 'Peace in a Busy Season';

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  return admin;
}

/** A series with days 1 to 3 only (the admin is still writing it); answers its id. */
async function createUnreadySeries(admin: APIRequestContext): Promise<number> {
  const created = await admin.post('/api/admin/series', {
    data: { title: UNREADY, description: 'Seven days of hope, still being written.', orderIndex: 0 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  for (const dayNumber of [1, 2, 3]) {
    const day = await admin.post(`/api/admin/series/${id}/entries`, {
      data: {
        dayNumber,
        title: `Hope day ${dayNumber}`,
        verse: 'Now faith is assurance of things hoped for.',
        verseReference: 'Hebrews 11:1',
        reflection: 'Hope is not wishful thinking; it rests on the faithfulness of God who promised.',
      },
    });
    expect(day.ok(), await day.text()).toBe(true);
  }
  return id;
}

async function becomePaid(page: import('@playwright/test').Page) {
  const stripeApiUrl = process.env.E2E_STRIPE_API_URL;
  expect(stripeApiUrl, 'E2E_STRIPE_API_URL from e2e/run.mjs').toBeTruthy();
  await payThroughServer(page.request, stripeApiUrl as string);
}

test('the empty series not offered: a member sees only ready series, the admin sees 3 of 7 days ready', async ({
  page,
  member: _member,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi(baseURL as string);
  const unreadyId = await createUnreadySeries(admin);
  await admin.dispose();
  await becomePaid(page);

  const series = new SeriesPage(page);
  await series.goto();
  await expect(series.topic(READY)).toContainText('7 days');
  await expect(series.topic(UNREADY)).toHaveCount(0);
  await expect(page.getByText(UNREADY)).toHaveCount(0);
  // and starting it anyway is refused, with nothing changed
  const refused = await page.request.post('/api/series/enroll', { data: { topicId: unreadyId } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('This series is not ready yet.');

  // the admin, on a phone too, sees what members will see
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const adminPage = await context.newPage();
  const auth = await adminPage.request.post('/api/login', { data: ADMIN });
  expect(auth.ok()).toBe(true);
  const adminArea = new AdminPage(adminPage);
  await adminArea.goto('series');
  const card = adminPage.getByRole('article', { name: UNREADY });
  await expect(card).toContainText('3 of 7 days ready');
  await expect(adminPage.getByRole('article', { name: READY })).toContainText('Ready');
  await expectAccessibleInBothSchemes(adminPage, '/admin series with an unready series (phone)');
  await context.close();
});

test('series pacing: after day 1, day 2 opens tomorrow; another series asks before replacing it', async ({
  page,
  member: _member,
}) => {
  test.setTimeout(90_000);
  await becomePaid(page);
  const shell = new AppShell(page);
  const series = new SeriesPage(page);
  await series.goto();
  await series.start(READY);
  await expect(series.dayHeading(1)).toBeVisible();
  await series.completeDay(1, { priority: 'Rest well' });

  await expect(page).toHaveURL(/\/series$/);
  await expect(shell.toast('Day 1 Complete')).toContainText('Day 2 opens tomorrow.');
  const active = series.active(READY);
  await expect(active).toContainText('Day 2 of 7');
  await expect(active.getByText('Day 2 opens tomorrow')).toBeVisible();
  await expect(active.getByRole('button', { name: 'Continue Series' })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, '/series with a day that opens tomorrow (phone)');

  // the day's own address says it too, with the way back
  const topicId = (
    (await (await page.request.get('/api/series/progress')).json()) as { seriesTopicId: number }[]
  )[0]?.seriesTopicId;
  await page.goto(`/series/${topicId}/day/2`);
  await expect(page.getByRole('alert')).toContainText('Day 2 opens tomorrow');
  await expectAccessibleInBothSchemes(page, '/series/:topicId/day/2 not open yet (phone)');
  await page.getByRole('alert').getByRole('link', { name: 'Back to Series' }).click();
  await expect(page).toHaveURL(/\/series$/);

  // starting another series asks first; keeping changes nothing
  await series.start('Faithful in Small Things');
  const ask = page.getByRole('dialog', { name: 'Start Faithful in Small Things?' });
  await expect(ask).toContainText(
    `You're on day 2 of '${READY}'. Start 'Faithful in Small Things' instead? Your place in '${READY}' is kept.`,
  );
  await expect(ask.getByRole('button', { name: 'Keep my series' })).toBeFocused();
  await expectAccessible(page, 'replace the active series? dialog (phone)');
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(series.active(READY)).toContainText('Day 2 of 7');
});
