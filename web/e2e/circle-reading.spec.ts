import { expect, type Page, test } from '@playwright/test';
import { afterSync, newPerson } from './fixtures/circle-people';
import { signUp } from './fixtures/member';

// Reading together (issue 52), three people in three browsers: Ana chooses the plan her circle
// reads, Ben marks the day read and leaves a note while offline, Cai sees both once synced and
// reads too, and Ana sees who has read the day; a leader may delete a member's note.

const reading = (page: Page) => page.getByRole('region', { name: 'Reading together' });
const notes = (page: Page) => reading(page).getByRole('list', { name: 'Notes on day 1' });

test('a plan read together: chosen by the leader, read and noted offline, seen by every member', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [ana, ben, cai] = [
    await newPerson(browser, baseURL),
    await newPerson(browser, baseURL),
    await newPerson(browser, baseURL),
  ];
  await signUp(ana.page, 'ana');
  const benName = (await signUp(ben.page, 'ben')).username;
  const caiName = (await signUp(cai.page, 'cai')).username;

  await ana.circles.goto();
  await ana.circles.create('Reading circle');
  const circlePath = new URL(ana.page.url()).pathname;
  const { code } = await ana.circles.makeInvitation();
  for (const who of [ben, cai]) {
    await who.circles.goto();
    await who.circles.joinWithCode(code);
    await expect(who.circles.heading('Reading circle')).toBeVisible();
  }
  await expect(reading(ben.page)).toContainText('A leader can choose one.');

  // Ana, a leader, chooses the plan: it starts today
  await reading(ana.page)
    .getByRole('combobox', { name: 'Plan' })
    .selectOption({ label: 'The Gospels in 30 days' });
  await reading(ana.page).getByRole('button', { name: 'Read together' }).click();
  await expect(reading(ana.page)).toContainText('Today: day 1 of 30');
  await expect(reading(ana.page).getByText('Nobody has read this day yet.')).toBeVisible();

  // Ben reads the day and leaves a note offline: both show at once
  await afterSync(ben.page, () =>
    expect(reading(ben.page)).toContainText('Today: day 1 of 30', { timeout: 3000 }),
  );
  await expect(reading(ben.page).getByRole('button', { name: 'Choose another plan' })).toHaveCount(0);
  await ben.network.goOffline();
  await reading(ben.page).getByRole('checkbox', { name: "I've read it" }).check();
  await expect(reading(ben.page).getByText('You have read it.')).toBeVisible();
  await reading(ben.page)
    .getByRole('textbox', { name: 'Leave a note for the circle' })
    .fill('Grace upon grace');
  await reading(ben.page).getByRole('button', { name: 'Post note' }).click();
  await expect(notes(ben.page).getByRole('listitem')).toContainText(['Grace upon grace']);
  await ben.network.goOnline();

  // Cai sees who read it and the note, by name, then reads too
  await cai.page.goto(circlePath);
  await afterSync(cai.page, () =>
    expect(reading(cai.page).getByText(`Read by ${benName}`)).toBeVisible({ timeout: 3000 }),
  );
  await expect(notes(cai.page).getByRole('listitem')).toContainText([benName]);
  await expect(notes(cai.page).getByRole('button', { name: /Delete the note/ })).toHaveCount(0);
  await reading(cai.page).getByRole('checkbox', { name: "I've read it" }).check();
  await expect(reading(cai.page).getByText(`Read by you and ${benName}`)).toBeVisible();

  // Ana sees both readers; as a leader she may delete Ben's note, and it leaves Ben's device
  const both = new RegExp(`^Read by (${benName} and ${caiName}|${caiName} and ${benName})$`);
  await afterSync(ana.page, () => expect(reading(ana.page).getByText(both)).toBeVisible({ timeout: 3000 }));
  await notes(ana.page)
    .getByRole('button', { name: `Delete the note by ${benName}` })
    .click();
  await expect(notes(ana.page)).toHaveCount(0);
  await afterSync(ben.page, () => expect(notes(ben.page)).toHaveCount(0, { timeout: 3000 }));
  for (const who of [ana, ben, cai]) await who.context.close();
});
