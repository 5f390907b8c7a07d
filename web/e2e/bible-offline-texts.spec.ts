import { expect, test } from './fixtures/member';
import { BiblePage, KeepBibleCard } from './pages/bible-page';
import { DashboardPage } from './pages/dashboard-page';
import { Network, waitForServiceWorker } from './pages/network';

/** Chooses a translation with the reader's own chooser (a member's choice goes with the profile). */
async function chooseTranslation(page: import('@playwright/test').Page, abbreviation: string) {
  await page.goto('/bible');
  await page
    .getByRole('radiogroup', { name: 'Translation' })
    .getByText(abbreviation, { exact: true })
    .click();
  await expect(
    page.getByRole('radiogroup', { name: 'Translation' }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName(abbreviation);
}

test.describe('the Bible and the commentary kept on the device', () => {
  test('the KJV and the commentary kept from the Profile read and search offline', async ({
    page,
    member: _member,
    context,
  }) => {
    test.setTimeout(180_000);
    await waitForServiceWorker(page);
    const dashboard = new DashboardPage(page);
    await dashboard.goto('profile');
    const kjv = new KeepBibleCard(page, 'King James Version');
    await expect(kjv.root.getByText(/^\d+\.\d MB, not on this device yet\.$/)).toBeVisible();
    await kjv.keep();
    const commentary = new KeepBibleCard(page, "Matthew Henry's Commentary", "Matthew Henry's Commentary");
    await commentary.keep();
    // the WEB was not asked for: still not kept
    await expect(new KeepBibleCard(page).keepButton).toBeVisible();
    await chooseTranslation(page, 'KJV');

    const network = new Network(context);
    await network.goOffline();
    await dashboard.goto('profile');
    // the sizes come from what is kept: no false empty state offline
    await expect(kjv.root.getByText(/^Kept on this device · \d+\.\d MB$/)).toBeVisible();
    await expect(
      new KeepBibleCard(page, 'Reina-Valera 1909').root.getByText(
        'Not on this device. Its size cannot be known offline.',
      ),
    ).toBeVisible();

    // the service worker answers the KJV's book and the commentary's from their own caches
    const offline = await page.evaluate(async () => {
      const book = (await (await fetch('/api/bible/Matthew?translation=kjv')).json()) as {
        chapters: string[][];
      };
      const comment = (await (await fetch('/api/commentary-book/Matthew')).json()) as {
        chapters: { sections: { from: number; to: number; text: string }[] }[];
      };
      const section = comment.chapters[12]?.sections.find((s) => s.from <= 31 && 31 <= s.to);
      return {
        verse: book.chapters[12]?.[30],
        comment: section?.text.slice(0, 200),
        webKept: (await (await caches.open('reign-bible')).keys()).filter((r) => r.url.includes('kjv'))
          .length,
      };
    });
    expect(offline.verse).toContain('is like to a grain of mustard seed');
    expect(offline.comment).toBeTruthy();
    expect(offline.webKept).toBe(0);

    // the reader opens a KJV chapter never opened before, and Henry on a selected verse, offline
    const reader = new BiblePage(page);
    await reader.goto('/bible/John/3');
    await reader.expectChapter('John 3');
    await expect(reader.verse(16)).toContainText(
      'For God so loved the world, that he gave his only begotten Son',
    );
    // a tap selects the verse; its study bar opens Henry on it (the bar's code is kept for offline too)
    await reader.verse(16).click();
    await page
      .getByRole('toolbar', { name: 'Study John 3:16' })
      .getByRole('button', { name: 'Matthew Henry on verse 16' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Matthew Henry on John 3:16' });
    await expect(drawer.getByRole('heading', { name: /^John 3:\d+(-\d+)?$/ }).first()).toBeVisible();
    await expect(drawer.getByText('Matthew Henry, Concise Commentary (public domain)')).toBeVisible();
    await page.keyboard.press('Escape');

    // search, offline, in the KJV
    await page.goto('/bible/search');
    await expect(page).toHaveTitle('Search the Bible · Reign');
    await page.getByRole('searchbox', { name: 'Words or a phrase' }).fill('mustard seed');
    await expect(page).toHaveURL(/\/bible\/search\?q=mustard(\+|%20)seed$/);
    const results = page.getByRole('list', { name: 'Verses found' });
    const matthew = results.getByRole('listitem').filter({ hasText: 'Matthew 13:31' });
    await expect(matthew).toBeVisible();
    await expect(matthew.locator('mark').first()).toHaveText('mustard seed');
    await expect(page.getByText(/^\d+ verses$/)).toBeVisible();
    await expect(matthew.getByRole('link', { name: 'Matthew 13:31' })).toHaveAttribute(
      'href',
      '/bible/Matthew/13#31',
    );

    // a translation not kept: search says how to make it work
    await chooseTranslation(page, 'RV1909');
    await page.goto('/bible/search?q=mustard');
    await expect(
      page.getByText('Search works on the device. Keep the Reina-Valera 1909 on this device to search it.'),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Keep the Reina-Valera 1909 on this device' }),
    ).toBeDisabled();
  });
});
