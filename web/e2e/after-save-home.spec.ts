import { type Browser, expect, type Page, test } from '@playwright/test';

const DEFAULT_ENCOURAGEMENT =
  'May God guide your steps today as you pursue these priorities with faith and courage.';

import { ADMIN, signIn, signUp } from './fixtures/member';
import { silentMp3 } from './fixtures/silent-mp3';
import { AdminPage } from './pages/admin-page';
import { AppShell } from './pages/app-shell';
import { AudioPlayerControl } from './pages/audio-player';
import { centralToday } from './pages/dashboard-page';
import { WizardPage } from './pages/wizard-page';

// issue 37: after 'Save & Reign', the moment of completion, then / keeps the day's reflection, its
// audio and the prayer shown on Navigate in Faith. On a phone.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, serviceWorkers: 'block' });

const REFLECTION = 'He provides for every need. After-save E2E reflection: rest in his care today.';
const PRIORITIES = ['Love my family well', 'Finish the budget', 'Rest and pray'] as const;
const FIRST_ACTION = 'Call Mom at lunch';

/** As the admin (on a laptop): today's verse is Psalm 23:1 with the reflection and an uploaded MP3. */
async function scheduleToday(browser: Browser, origin: string) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signIn(page, ADMIN.username, ADMIN.password);
  const admin = new AdminPage(page);
  await admin.goto();
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = admin.dialog('Schedule New Scripture');
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('Psalm 23:1');
  await expect(dialog.getByRole('textbox', { name: 'Verse' })).not.toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Reflection in English' }).fill(REFLECTION);
  await dialog.getByLabel('Schedule date').fill(centralToday());
  await admin.fileInput(dialog, 'audio/mpeg,.mp3').setInputFiles({
    name: 'psalm-23.mp3',
    mimeType: 'audio/mpeg',
    buffer: silentMp3(20),
  });
  await expect(dialog.getByTestId('uploaded-audio')).toHaveText('psalm-23.mp3');
  await dialog.getByRole('button', { name: 'Schedule Scripture' }).click();
  await expect(new AppShell(page).toast('Scripture scheduled successfully')).toBeVisible();
  await context.close();
}

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test('after Save & Reign: the moment, then / keeps the reflection, the Listen button and the shown prayer', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/');
  await scheduleToday(browser, new URL(page.url()).origin);
  // a new member, on the phone
  const phone = page;
  await signUp(phone, 'aftersave');
  const wizard = new WizardPage(phone);
  await wizard.goto();
  await wizard.expectStep('Renew Your Mind');
  await expect(wizard.reflection()).toContainText(REFLECTION);
  await wizard.next('Establish Priorities');
  for (const [i, text] of PRIORITIES.entries()) await wizard.priority((i + 1) as 1 | 2 | 3).fill(text);
  await wizard.next('Initiate Bold Action');
  await wizard.addAction(PRIORITIES[0], FIRST_ACTION);
  await wizard.next('Grow with Grit');
  await wizard.next('Navigate in Faith');
  await expect(wizard.prayer.getByRole('status')).toHaveCount(0);
  await expect(wizard.prayer).toContainText('Amen');
  // the prayer's paragraphs as step 5 shows them
  const shownPrayer = (await wizard.prayer.getByTestId('prayer-text').locator('p').allInnerTexts())
    .map((p) => p.trim())
    .filter(Boolean);
  expect(shownPrayer.join('\n')).not.toContain(DEFAULT_ENCOURAGEMENT);

  await wizard.saveButton.click();
  // The moment: the celebration, the streak growing to its first day, and 'Your day'.
  const moment = wizard.savedDialog;
  await expect(moment).toBeVisible();
  await expect(moment.getByTestId('celebration')).toBeVisible();
  await expect(moment.getByRole('region', { name: 'Streak' })).toContainText('Current streak: 1 day');
  await expect(moment.getByTestId('streak-count')).toHaveText('1');
  const day = moment.getByRole('region', { name: 'Your day' });
  await expect(day).toContainText('Psalm 23:1');
  await expect(day.getByTestId('your-day-priorities').getByRole('listitem')).toHaveText([...PRIORITIES]);
  await expect(day.getByTestId('your-day-first-action')).toHaveText(FIRST_ACTION);
  await expect(moment.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(await noSideways(phone)).toBe(true);
  // Chromium here has no share sheet for files: the image is drawn and downloaded
  const download = phone.waitForEvent('download');
  await day.getByRole('button', { name: 'Download my day' }).click();
  expect((await download).suggestedFilename()).toBe(`reign-my-day-${centralToday()}.png`);
  await wizard.closeMoment();

  // Back on /: the saved day with its reflection, its audio and the prayer shown in step 5.
  await phone.goto('/');
  const saved = phone.getByRole('region', { name: "Today's saved plan" });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('region', { name: 'Reflection' })).toContainText(REFLECTION);
  await expect(new AudioPlayerControl(phone, saved).button('Listen')).toBeVisible();
  const prayer = saved.getByRole('region', { name: 'Your Prayer for Today' });
  for (const paragraph of shownPrayer) await expect(prayer).toContainText(paragraph);
  await expect(prayer).not.toContainText(DEFAULT_ENCOURAGEMENT);
  expect(await noSideways(phone)).toBe(true);
});
