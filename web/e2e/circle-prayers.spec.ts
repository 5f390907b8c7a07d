import { expect, type Locator, type Page, test } from '@playwright/test';
import { afterSync, newPerson } from './fixtures/circle-people';
import { signUp } from './fixtures/member';
import { PrayersPage } from './pages/prayers-page';

// Praying for each other (issue 52), three people in three browsers: Ana shares requests with their
// circle, Ben sees them on the circle's page (read from his device), says 'I prayed' offline, Cai
// online, and Ana sees both by name; an anonymous request names no one; a request no longer shared, and every
// request of a circle Ben left, leave his device.

const requests = (page: Page) => page.getByRole('region', { name: 'Prayer requests' });
const request = (page: Page, title: string): Locator =>
  requests(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

/** Shares a request from its card on /prayers: with the circle, or only me. */
async function share(page: Page, title: string, with_: string, anonymous = false) {
  const prayers = new PrayersPage(page);
  await prayers.card(title).getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with a circle' });
  const who = dialog.getByRole('combobox', { name: 'Who sees this request' });
  await expect(who.getByRole('option', { name: with_ })).toHaveCount(1);
  await who.selectOption({ label: with_ });
  if (anonymous) await dialog.getByRole('checkbox', { name: 'Share without my name' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** How many of the circles' request rows Ben's device database holds. */
const requestsOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('reign-user-'))?.name;
    if (!name) return -1;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count = await new Promise<number>((resolve, reject) => {
      const req = db.transaction('circlePrayers').objectStore('circlePrayers').count();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return count;
  });

test('shared requests, an offline "I prayed", an anonymous one, one unshared, and a circle left', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ana = await newPerson(browser, baseURL);
  const ben = await newPerson(browser, baseURL);
  const cai = await newPerson(browser, baseURL);
  const anaName = (await signUp(ana.page, 'ana')).username;
  const benName = (await signUp(ben.page, 'ben')).username;
  const caiName = (await signUp(cai.page, 'cai')).username;

  await ana.circles.goto();
  await ana.circles.create('Prayer circle');
  const circlePath = new URL(ana.page.url()).pathname;
  const { code } = await ana.circles.makeInvitation();
  for (const who of [ben, cai]) {
    await who.circles.goto();
    await who.circles.joinWithCode(code);
    await expect(who.circles.heading('Prayer circle')).toBeVisible();
  }
  await expect(requests(ben.page).getByText(/No one has shared a request yet/)).toBeVisible();

  // Ana shares a request with the circle
  const anaPrayers = new PrayersPage(ana.page);
  await anaPrayers.goto();
  await anaPrayers.add('Healing for Mum');
  await share(ana.page, 'Healing for Mum', 'Prayer circle');
  await expect(anaPrayers.card('Healing for Mum').getByText('Shared with Prayer circle')).toBeVisible();

  // Ben sees it on the circle's page, with who asked
  await afterSync(ben.page, () =>
    expect(request(ben.page, 'Healing for Mum')).toBeVisible({ timeout: 3000 }),
  );
  await expect(request(ben.page, 'Healing for Mum')).toContainText(`Asked by ${anaName}`);

  // offline, 'I prayed' shows at once; back online it reaches Ana
  await ben.network.goOffline();
  const healing = request(ben.page, 'Healing for Mum');
  await healing.getByRole('button', { name: 'I prayed' }).click();
  await expect(healing.getByText('You prayed 1 time')).toBeVisible();
  await expect(healing.getByRole('status')).toHaveText('Thank you for praying.');
  await ben.network.goOnline();
  // Cai prays online
  await afterSync(cai.page, () =>
    expect(request(cai.page, 'Healing for Mum')).toBeVisible({ timeout: 3000 }),
  );
  await request(cai.page, 'Healing for Mum').getByRole('button', { name: 'I prayed' }).click();
  await expect(request(cai.page, 'Healing for Mum').getByText('You prayed 1 time')).toBeVisible();

  // Ana sees both, by name
  await ana.page.goto(circlePath);
  const both = new RegExp(`2 people prayed · 2 times: (${benName}, ${caiName}|${caiName}, ${benName})`);
  await afterSync(ana.page, () =>
    expect(request(ana.page, 'Healing for Mum')).toContainText(both, { timeout: 3000 }),
  );
  await expect(request(ana.page, 'Healing for Mum')).toContainText('Asked by You');

  // an anonymous request names no one to Ben
  await anaPrayers.goto();
  await anaPrayers.add('A quiet request');
  await share(ana.page, 'A quiet request', 'Prayer circle', true);
  await expect(
    anaPrayers.card('A quiet request').getByText('Shared with Prayer circle, without your name'),
  ).toBeVisible();
  await afterSync(ben.page, () =>
    expect(request(ben.page, 'A quiet request')).toBeVisible({ timeout: 3000 }),
  );
  await expect(request(ben.page, 'A quiet request')).toContainText('Asked by Someone in the circle');
  await expect(request(ben.page, 'A quiet request')).not.toContainText(anaName);

  // Ana stops sharing the first: it leaves Ben's device
  await share(ana.page, 'Healing for Mum', 'Only me');
  await expect(anaPrayers.card('Healing for Mum').getByText(/Shared with/)).toHaveCount(0);
  await afterSync(ben.page, async () => {
    await expect(request(ben.page, 'A quiet request')).toBeVisible({ timeout: 3000 });
    await expect(request(ben.page, 'Healing for Mum')).toHaveCount(0, { timeout: 3000 });
  });

  // Ben leaves the circle: its requests leave his device
  expect(await requestsOnDevice(ben.page)).toBe(1);
  await ben.page.getByRole('button', { name: 'Leave circle' }).click();
  await ben.page
    .getByRole('dialog', { name: 'Leave Prayer circle?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(ben.page).toHaveURL('/circles');
  await afterSync(ben.page, async () => expect(await requestsOnDevice(ben.page)).toBe(0));

  await ana.context.close();
  await ben.context.close();
  await cai.context.close();
});
