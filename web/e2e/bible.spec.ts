import { expect, test } from './fixtures/member';
import { BiblePage, KeepBibleCard } from './pages/bible-page';
import { DashboardPage } from './pages/dashboard-page';
import { Network, waitForServiceWorker } from './pages/network';
import { WizardPage } from './pages/wizard-page';

test.describe('the Bible reader', () => {
  test("a guest opens today's verse in the reader, goes on a chapter and reads it again offline", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const wizard = new WizardPage(page);
    await wizard.goto();
    await waitForServiceWorker(page);
    const link = wizard.scriptureCard().getByRole('link', { name: /^Read .+ in the Bible$/ });
    await link.click();

    const reader = new BiblePage(page);
    await expect(page).toHaveURL(/\/bible\/[^/]+\/\d+#\d+(-\d+)?$/);
    const [, book = '', chapter = ''] = /\/bible\/([^/]+)\/(\d+)/.exec(page.url()) ?? [];
    const chapterName = `${decodeURIComponent(book).replace(/-/g, ' ')} ${chapter}`;
    await reader.expectChapter(chapterName);
    await expect(page).toHaveTitle(`${chapterName} · Reign`);
    await expect(reader.highlighted.first()).toBeInViewport();

    const nextName = ((await reader.next.getAttribute('aria-label')) ?? '').replace('Next chapter: ', '');
    await reader.next.click();
    await reader.expectChapter(nextName);
    const firstVerse = (await reader.verse(1).textContent()) ?? '';

    const network = new Network(context);
    await network.goOffline();
    await page.reload();
    await reader.expectChapter(nextName);
    await expect(reader.verse(1)).toHaveText(firstVerse);
    // back to the verse's chapter, read online before: from this device too
    await reader.previous.click();
    await reader.expectChapter(chapterName);
  });

  test('the whole Bible downloads with progress, then any book opens offline', async ({
    page,
    member: _member,
    context,
  }) => {
    test.setTimeout(90_000);
    await waitForServiceWorker(page);
    // each book answers a little late, so the progress can be seen
    await context.route('**/api/bible/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      await route.continue();
    });
    const dashboard = new DashboardPage(page);
    await dashboard.goto('profile');
    const card = new KeepBibleCard(page);
    await card.keepButton.click();
    await expect(card.progress).toBeVisible();
    await expect(card.root.getByText(/Downloading: \d+ of 66 books/)).toBeVisible();
    await expect(card.root.getByText(/^Kept on this device · \d+\.\d MB$/)).toBeVisible({ timeout: 60_000 });
    await expect(card.progress).toBeHidden();
    await context.unroute('**/api/bible/**');

    const network = new Network(context);
    await network.goOffline();
    const reader = new BiblePage(page);
    await reader.goto('/bible/Obadiah/1');
    await reader.expectChapter('Obadiah 1');
    await reader.goto('/bible/psalms/119#105');
    await reader.expectChapter('Psalms 119');
    await expect(reader.highlighted).toHaveCount(1);
    await expect(reader.highlighted).toContainText('Your word is a lamp to my feet');
    // opened by its address after other pages of this tab: scrolled to the verse, and kept there
    await expect(reader.highlighted).toBeInViewport();
    await page.waitForTimeout(500);
    await expect(reader.highlighted).toBeInViewport();
  });

  test('an unknown book or chapter shows the 404 view with a way back', async ({ page }) => {
    const reader = new BiblePage(page);
    await reader.goto('/bible/Hezekiah/3');
    await expect(page.getByRole('heading', { name: 'Passage not found' })).toBeVisible();
    await expect(page.getByText('No such book: Hezekiah.', { exact: false })).toBeVisible();
    await expect(page).toHaveTitle('Passage not found · Reign');
    await reader.goto('/bible/John/22');
    await expect(page.getByText(/John has 21 chapters/)).toBeVisible();
    await page.getByRole('link', { name: 'Open John 1' }).click();
    await reader.expectChapter('John 1');
  });

  test('each page keeps its place: a new chapter starts at the top, Back and a reload return to where it was left', async ({
    page,
  }) => {
    const reader = new BiblePage(page);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await reader.goto('/bible/Psalms/119');
    await reader.expectChapter('Psalms 119');
    await reader.verse(100).evaluate((verse) => verse.scrollIntoView());
    const left = await scrollY();
    expect(left).toBeGreaterThan(1000);

    // pressed where it is (a pointer click would scroll to the link first)
    await reader.next.evaluate((link) => (link as HTMLAnchorElement).click());
    await reader.expectChapter('Psalms 120');
    await expect.poll(scrollY).toBe(0);

    await page.goBack();
    await reader.expectChapter('Psalms 119');
    await expect.poll(scrollY).toBe(left);

    await page.reload();
    await reader.expectChapter('Psalms 119');
    await expect.poll(scrollY).toBe(left);
  });
});
