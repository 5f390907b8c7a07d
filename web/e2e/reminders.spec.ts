import type { MorningReminderPayload } from '@reign/contract';
import { centralDate } from '@reign/domain';
import { expect, test } from './fixtures/member';
import { DashboardPage } from './pages/dashboard-page';
import { Network, waitForServiceWorker } from './pages/network';

/** A subscription the Web Push stand-in (run.mjs) made for the server's key, as PushManager would give it. */
async function standInSubscription(publicKey: string) {
  const origin = process.env.E2E_PUSH_ORIGIN;
  if (!origin) throw new Error('E2E_PUSH_ORIGIN is not set: run the browser tests through e2e/run.mjs');
  const res = await fetch(`${origin}/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationServerKey: publicKey }),
  });
  return ((await res.json()) as { data: { endpoint: string; keys: { p256dh: string; auth: string } } }).data;
}

test('the morning reminder: Profile subscribes this device, a push shows today’s verse; the Journey draws offline', async ({
  page,
  context,
  baseURL,
  member,
}) => {
  test.setTimeout(60_000);
  expect(member.username).toBeTruthy(); // signed in on `page`
  await context.grantPermissions(['notifications']);
  await waitForServiceWorker(page);
  const settings = (await (await page.request.get('/api/reminders')).json()) as { publicKey: string };
  const subscription = await standInSubscription(settings.publicKey);
  // Headless Chromium reaches no real push service: PushManager hands out the stand-in's subscription.
  await page.addInitScript((sub) => {
    let current: unknown = null;
    const made = {
      endpoint: sub.endpoint,
      options: { applicationServerKey: null },
      toJSON: () => sub,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      current = made;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, subscription);

  // A saved plan, made through the API (as another device would): today's plan on / offers the reminder.
  const today = centralDate();
  const plan = await page.request.post('/api/entries', {
    data: {
      date: today,
      verse: 'Yahweh is my shepherd',
      verseReference: 'Psalm 23:1',
      priorities: ['Family'],
      actionSteps: [{ priority: 'Family', actions: ['Call Mom'] }],
    },
  });
  expect(plan.status()).toBe(201);

  await page.goto('/');
  const offer = page
    .getByRole('region', { name: "Today's saved plan" })
    .getByRole('region', { name: 'A gentle reminder each morning' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();

  const dashboard = new DashboardPage(page);
  await dashboard.goto();

  await dashboard.open('profile');
  const toggle = page.getByRole('switch', { name: /^Morning reminder/ });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByTestId('reminder-devices')).toHaveText('1 device gets it');
  const saved = await (await page.request.get('/api/reminders')).json();
  expect(saved).toMatchObject({ time: '07:00', devices: 1 });
  expect(saved.timeZone).toBeTruthy();

  // A push as the server sends it, delivered to the service worker by Chromium itself.
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL ?? ''));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload: MorningReminderPayload = {
    kind: 'morning-reminder',
    date: today,
    title: 'Psalm 23:1',
    body: 'Your plan for today is waiting',
    url: '/',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL ?? '',
    registrationId: await registered,
    data: JSON.stringify(payload),
  });
  // (a worker still busy precaching on a loaded machine handles the push late: failed once in CI at 10 s)
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [
            n.title,
            n.body,
            n.tag,
          ]),
        ),
      { timeout: 30_000 },
    )
    .toEqual([['Psalm 23:1', 'Your plan for today is waiting', 'reign-morning']]);

  // Your Journey, from this device's data; then the same offline.
  await dashboard.open('overview');
  // the charts load as the person scrolls near them
  await page.getByRole('heading', { name: 'Your Journey' }).scrollIntoViewIfNeeded();
  const year = page.getByRole('region', { name: 'Your year of plans' });
  await year.scrollIntoViewIfNeeded();
  await expect(year.getByText(/^1 day with a saved plan in the last year/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Actions completed per week' }).locator('svg').first(),
  ).toBeVisible();

  await new Network(context).goOffline();
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await page.getByRole('heading', { name: 'Your Journey' }).scrollIntoViewIfNeeded();
  await expect(year.getByText(/^1 day with a saved plan in the last year/)).toBeVisible();
  await year.getByRole('button', { name: 'Show as table' }).click();
  await expect(year.getByRole('table', { name: 'Days with a saved plan' }).getByRole('row')).toHaveCount(2);
});
