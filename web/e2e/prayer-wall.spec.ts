import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, signUp } from './fixtures/member';
import { expectAccessibleInBothSchemes } from './pages/axe';

// The church prayer wall (issue 52), three browsers: the administrator opens the wall; Ana posts a
// request without her name; Ben does not see it until the administrator approves it; then he sees
// it (as 'Anonymous') and reports it; it is hidden from both until the administrator keeps it.

async function newPerson(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

const wallList = (page: Page) => page.getByRole('list', { name: 'Prayer requests' });

/** The member's wall, read again. */
async function openWall(page: Page) {
  await page.goto('/circles/wall');
  await expect(page.getByRole('heading', { name: 'Prayer wall', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading the prayer wall')).toHaveCount(0);
}

/** The admin's 'Prayer wall' tab, read again. */
async function openModeration(page: Page) {
  await page.goto('/admin?tab=wall');
  await expect(page.getByRole('form', { name: 'Prayer wall settings' })).toBeVisible();
}

test('a request waits for approval, shows without its name, is hidden when reported and kept', async ({
  browser,
  baseURL,
}) => {
  // three people in three browsers, each page read again several times
  test.setTimeout(150_000);
  const admin = await newPerson(browser, baseURL);
  const ana = await newPerson(browser, baseURL);
  const ben = await newPerson(browser, baseURL);
  const anaName = (await signUp(ana.page, 'ana')).username;
  await signUp(ben.page, 'ben');

  // closed, the wall says so and offers no way to post
  await openWall(ana.page);
  await expect(ana.page.getByText('The prayer wall is closed')).toBeVisible();
  await expect(ana.page.getByRole('button', { name: 'Post a request' })).toHaveCount(0);

  // the administrator opens it
  await signIn(admin.page, ADMIN.username, ADMIN.password);
  await openModeration(admin.page);
  await admin.page.getByRole('switch', { name: 'The wall is open to every member' }).check();
  await admin.page.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.page.getByRole('alert').filter({ hasText: 'The wall is open.' })).toBeVisible();

  // Ana posts without her name; it waits
  const title = `Healing for my aunt ${Date.now().toString(36)}`;
  await openWall(ana.page);
  await ana.page.getByRole('button', { name: 'Post a request' }).click();
  const dialog = ana.page.getByRole('dialog', { name: 'Post a prayer request' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Details' }).fill('She has surgery on Friday.');
  await dialog.getByRole('checkbox', { name: 'Post without my name' }).check();
  await dialog.getByRole('button', { name: 'Post request' }).click();
  await expect(
    ana.page.getByRole('alert').filter({ hasText: 'Your request waits for approval.' }),
  ).toBeVisible();
  const anaOwn = ana.page.getByRole('listitem', { name: title });
  await expect(anaOwn.getByText('Waiting for approval')).toBeVisible();

  // Ben does not see it
  await openWall(ben.page);
  await expect(ben.page.getByText('No requests on the wall yet')).toBeVisible();
  await expect(ben.page.getByText(title)).toHaveCount(0);

  // the administrator sees who asked, and approves it
  await openModeration(admin.page);
  const pending = admin.page.getByRole('listitem', { name: title });
  await expect(pending.getByText(`By ${anaName}`)).toBeVisible();
  await expect(pending.getByText('Anonymous to members')).toBeVisible();
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.page.getByRole('alert').filter({ hasText: 'Approved: it is on the wall.' }),
  ).toBeVisible();

  // Ben sees it without Ana's name, and reports it
  await openWall(ben.page);
  const shown = wallList(ben.page).getByRole('listitem', { name: title });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('Anonymous')).toBeVisible();
  await expect(ben.page.getByText(anaName)).toHaveCount(0);
  await expectAccessibleInBothSchemes(ben.page, 'the prayer wall with a request on it');
  await shown.getByRole('button', { name: 'Report' }).click();
  const report = ben.page.getByRole('dialog', { name: 'Report this request' });
  await report.getByRole('textbox', { name: 'Reason (optional)' }).fill('Shares private health details');
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(ben.page.getByRole('alert').filter({ hasText: 'hidden until a moderator' })).toBeVisible();
  await expect(ben.page.getByText(title)).toHaveCount(0);

  // hidden from Ana too, who sees why among her own
  await openWall(ana.page);
  await expect(wallList(ana.page)).toHaveCount(0);
  await expect(anaOwn.getByText('Hidden while a moderator looks')).toBeVisible();

  // the administrator keeps it: it is back for both
  await openModeration(admin.page);
  const reported = admin.page.getByRole('listitem', { name: title });
  await expect(reported.getByText('Shares private health details')).toBeVisible();
  await expectAccessibleInBothSchemes(admin.page, 'the moderation tab with a reported request');
  await reported.getByRole('button', { name: 'Keep on the wall' }).click();
  await expect(
    admin.page.getByRole('alert').filter({ hasText: 'Kept: it is on the wall again.' }),
  ).toBeVisible();

  await openWall(ben.page);
  await expect(wallList(ben.page).getByRole('listitem', { name: title })).toBeVisible();
  await openWall(ana.page);
  await expect(
    wallList(ana.page).getByRole('listitem', { name: title }).getByText('Your request'),
  ).toBeVisible();

  for (const person of [admin, ana, ben]) await person.context.close();
});
