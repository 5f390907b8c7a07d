import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { ADMIN, signUp } from './fixtures/member';
import { solidPng } from './fixtures/tiny-png';
import { RewardsPage } from './pages/rewards-page';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const LATER = `Later Bible ${suffix}`;
const NOW = `Running Bible ${suffix}`;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function createGiveaways(baseURL: string) {
  const admin: APIRequestContext = await request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const upload = await admin.post('/api/admin/giveaways/upload-image', {
    multipart: { image: { name: 'square.png', mimeType: 'image/png', buffer: solidPng(300) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { imagePath } = await upload.json();
  const now = Date.now();
  const base = { description: 'A giveaway.', prize: 'A Bible', pointRequirement: 10, isActive: true };
  for (const data of [
    {
      ...base,
      title: LATER,
      startDate: new Date(now + 2 * DAY + MINUTE).toISOString(),
      endDate: new Date(now + 9 * DAY).toISOString(),
      imageUrl: imagePath,
    },
    {
      ...base,
      title: NOW,
      startDate: new Date(now - MINUTE).toISOString(),
      endDate: new Date(now + 5 * 60 * MINUTE + 30_000).toISOString(),
      imageUrl: imagePath,
    },
  ]) {
    const created = await admin.post('/api/admin/giveaways', { data });
    expect(created.ok(), await created.text()).toBe(true);
  }
  const list = await (await admin.get('/api/giveaways')).json();
  await admin.dispose();
  return list.find((g: { title: string }) => g.title === LATER).id as number;
}

async function expectSquare(locator: import('@playwright/test').Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThanOrEqual(1);
}

test('a giveaway not started says when it starts and cannot be entered; time left ticks; images are square', async ({
  page,
  baseURL,
}) => {
  const laterId = await createGiveaways(baseURL as string);
  await page.clock.install({ time: new Date() });
  await signUp(page, 'giveaway');

  const rewards = new RewardsPage(page);
  await rewards.goto('Monthly Giveaways');
  const later = rewards.giveawayCard(LATER);
  await expect(later).toContainText('Starts in 2 days');
  await expectSquare(later.getByRole('img', { name: LATER }));

  // the running one's time remaining ticks each minute
  const running = rewards.giveawayCard(NOW);
  const left = running.getByLabel(/^Time remaining/);
  await expect(left).toHaveText(/^5 hours 0 minutes$|^4 hours 59 minutes$/);
  const before = await left.textContent();
  await page.clock.fastForward(MINUTE);
  await expect(left).not.toHaveText(before ?? '');

  await later.getByRole('button', { name: `View ${LATER}` }).click();
  await expect(page.getByRole('heading', { name: LATER })).toBeVisible();
  await expectSquare(page.getByRole('article').getByRole('img', { name: LATER }));
  await expect(page.getByText(/This giveaway has not started yet\. Starts in 2 days/)).toBeVisible();
  await expect(rewards.enterButton()).toBeDisabled();

  const refused = await page.request.post('/api/enter-giveaway', { data: { giveawayId: laterId } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('This giveaway has not started yet.');
});
