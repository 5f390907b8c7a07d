import { expect, type Page, test } from '@playwright/test';
import { newPerson } from './fixtures/circle-people';
import { signUp } from './fixtures/member';

// Gathering mode (issue 52), three people in three browsers: Ana leads a meeting of her circle and
// Ben's and Cai's devices follow it live, with no reload: the chapter she shows, the verse she points
// at, the next chapter, and the end.

const verse = (page: Page, n: number) =>
  page
    .getByRole('list', { name: /^Verses of / })
    .getByRole('listitem')
    .nth(n - 1);

test('a gathering followed live by two devices: the passage, the verse pointed at, the next chapter, the end', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [ana, ben, cai] = [
    await newPerson(browser, baseURL),
    await newPerson(browser, baseURL),
    await newPerson(browser, baseURL),
  ];
  const anaName = (await signUp(ana.page, 'ana')).username;
  await signUp(ben.page, 'ben');
  await signUp(cai.page, 'cai');
  await ana.circles.goto();
  await ana.circles.create('Thursday group');
  const circlePath = new URL(ana.page.url()).pathname;
  const { code } = await ana.circles.makeInvitation();
  const followers = [ben, cai];
  for (const who of followers) {
    await who.circles.goto();
    await who.circles.joinWithCode(code);
    await who.page.getByRole('link', { name: 'Join the gathering' }).click();
    await expect(who.page).toHaveURL(`${circlePath}/gathering`);
    await expect(who.page.getByText('There is no gathering now.', { exact: false })).toBeVisible();
  }

  await ana.page.getByRole('link', { name: 'Lead a gathering' }).click();
  await ana.page.getByRole('combobox', { name: 'Book' }).selectOption({ label: 'John' });
  await ana.page.getByRole('textbox', { name: 'Chapter' }).fill('3');
  await ana.page.getByRole('button', { name: 'Start the gathering' }).click();
  await expect(ana.page.getByRole('heading', { name: 'John 3' })).toBeVisible();

  for (const who of followers) {
    await expect(who.page.getByRole('heading', { name: 'John 3' })).toBeVisible();
    await expect(who.page.getByText(`Following ${anaName}`)).toBeVisible();
    await expect(who.page.getByText('Live', { exact: true })).toBeVisible();
  }

  await ana.page.getByRole('button', { name: 'Point at verse 16' }).click();
  for (const who of followers) {
    await expect(verse(who.page, 16)).toHaveAttribute('aria-current', 'true');
    await expect(verse(who.page, 16)).toContainText('For God so loved the world');
  }

  await ana.page.getByRole('button', { name: 'Next chapter' }).click();
  for (const who of followers) await expect(who.page.getByRole('heading', { name: 'John 4' })).toBeVisible();

  await ana.page.getByRole('button', { name: 'End the gathering' }).click();
  for (const who of followers) await expect(who.page.getByText('The gathering has ended.')).toBeVisible();
  for (const who of [ana, ben, cai]) await who.context.close();
});
