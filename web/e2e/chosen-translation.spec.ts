import { test as base, type Page } from '@playwright/test';
import { expect, signUp, test } from './fixtures/member';
import { DashboardPage } from './pages/dashboard-page';
import { collectProblems } from './pages/page-checks';
import { allSynced, otherDevice } from './pages/plan-walks';
import { WizardPage } from './pages/wizard-page';

// The chosen Bible translation: a member's goes with the profile to every device; a guest's stays
// on the device. Today's verse (the wizard's first step on `/`) shows the chosen wording with its
// abbreviation beside the reference.

interface Today {
  text: string;
  translations?: { kjv?: string; rv1909?: string };
}

async function today(page: Page): Promise<Today> {
  return (await page.request.get('/api/today-scripture')).json();
}

/** The wording and the abbreviation `/` shows in a translation (the WEB's, marked WEB, where it has none). */
function expected(t: Today, id: 'kjv' | 'rv1909') {
  const text = t.translations?.[id];
  return text ? { text, abbreviation: id.toUpperCase() } : { text: t.text, abbreviation: 'WEB' };
}

function verseCard(page: Page) {
  return new WizardPage(page).scriptureCard();
}

async function expectVerse(page: Page, shown: { text: string; abbreviation: string }) {
  const card = verseCard(page);
  await expect(card.locator('blockquote')).toContainText(shown.text.slice(0, 60), { timeout: 20_000 });
  await expect(card.getByTestId('verse-translation')).toHaveText(`· ${shown.abbreviation}`);
}

test.describe('a member’s chosen translation', () => {
  test.slow();

  test('chosen on the Profile, shown on `/` from the first paint, and on the member’s other device after sync', async ({
    page,
    member,
  }) => {
    const kjv = expected(await today(page), 'kjv');
    const dashboard = new DashboardPage(page);
    await dashboard.goto('profile');
    const select = page.getByLabel('Bible translation');
    await expect(select).toHaveValue('web');
    await select.selectOption({ label: 'King James Version (KJV)' });
    // the profile's field alone went to the server
    await expect
      .poll(async () => (await (await page.request.get('/api/profile')).json()).bibleTranslation, {
        timeout: 20_000,
      })
      .toBe('kjv');

    const problems = collectProblems(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-reign-ssr', '');
    await expectVerse(page, kjv);
    // the server rendered the first paint in it (the device's cookie), and it hydrated without a warning
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('"translation":"kjv"');
    await expect(page.locator('html')).toHaveAttribute('data-reign-ready', '');
    expect(problems.filter((p) => /hydrat/i.test(p))).toEqual([]);

    // the same member on another device: KJV once the profile came with the sync
    const laptop = await otherDevice(page, member.username);
    await laptop.page.goto('/');
    await allSynced(laptop.page);
    await expectVerse(laptop.page, kjv);
    const other = new DashboardPage(laptop.page);
    await other.goto('profile');
    await expect(laptop.page.getByLabel('Bible translation')).toHaveValue('kjv');
    await laptop.context.close();
  });
});

base.describe('a guest’s chosen translation', () => {
  base.slow();

  base(
    'stays on the device, and becomes the profile’s when the guest signs up',
    async ({ page, browser }) => {
      const rv = expected(await today(page), 'rv1909');
      await page.goto('/');
      await expect(verseCard(page).getByTestId('verse-translation')).toHaveCount(0); // the WEB, as always
      await page.evaluate(() => window.localStorage.setItem('reign-bible-translation', 'rv1909'));
      await page.reload();
      await expectVerse(page, rv);

      // another visitor (another browser) still reads the WEB: the choice went nowhere
      const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const strangerPage = await stranger.newPage();
      await strangerPage.goto('/');
      await expect(verseCard(strangerPage).locator('blockquote')).toBeVisible();
      await expect(verseCard(strangerPage).getByTestId('verse-translation')).toHaveCount(0);
      await stranger.close();

      // signing up: the new profile has none, so the device's choice becomes the profile's
      await signUp(page, 'reader');
      // (decided on the next screen that shows the verse: `/`)
      await page.goto('/');
      await expect
        .poll(async () => (await (await page.request.get('/api/profile')).json()).bibleTranslation, {
          timeout: 30_000,
        })
        .toBe('rv1909');
    },
  );
});
