import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/member';
import { collectProblems, holdEntry } from './pages/page-checks';

// The pages people read come from the server (issue 53): a chapter's page carries that chapter in
// the visitor's translation, so a reader arriving from a verse link sees what they came to read in
// the first bytes (the browser hydrates it without asking for the chapter again); /bible its books,
// /plans its plans, /study its frame, each filled from the device once hydrated.

const JOHN_3_16 = 'For God so loved the world';
const isChapterRequest = (url: string) => /\/api\/bible\/[^/?]+\/\d+/.test(url);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a chapter’s page shows its heading and verses, never a loading state', async ({ page }) => {
    await page.goto('/bible/John/3');
    await expect(page.getByRole('heading', { name: 'John 3' })).toBeVisible();
    await expect(page.locator('#v16')).toContainText(JOHN_3_16);
    await expect(page.getByRole('status', { name: 'Loading the chapter' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Next chapter: John 4' })).toBeVisible();
  });

  test('/bible lists the books of both Testaments, each a link to its first chapter', async ({ page }) => {
    await page.goto('/bible');
    await expect(page.getByRole('heading', { name: 'Bible', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Genesis' })).toHaveAttribute('href', '/bible/Genesis/1');
    await expect(page.getByRole('link', { name: 'Revelation' })).toHaveAttribute(
      'href',
      '/bible/Revelation/1',
    );
  });

  test('/plans lists the plans to start; /study stands with its heading', async ({ page }) => {
    await page.goto('/plans');
    await expect(page.getByRole('heading', { name: 'Reading plans', level: 1 })).toBeVisible();
    await expect(page.getByText('Bible in a Year')).toBeVisible();
    await page.goto('/study');
    await expect(page.getByRole('heading', { name: 'My study', level: 1 })).toBeVisible();
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-ES' });

    test('the chapter is the Spanish reader’s translation (RV1909), with Spanish words', async ({ page }) => {
      await page.goto('/bible/John/3');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { name: 'Juan 3' })).toBeVisible();
      await expect(page.locator('#v16')).toContainText('Porque de tal manera amó Dios al mundo');
    });
  });
});

test('a verse link’s chapter hydrates without a warning or a second fetch, then marks the verse and reads on', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const chapterRequests: string[] = [];
  page.on('request', (request) => {
    if (isChapterRequest(request.url())) chapterRequests.push(request.url());
  });
  await page.goto('/bible/John/3#16');
  await expect(page.locator('html')).toHaveAttribute('data-reign-ssr', '');
  await expect(page.locator('html')).toHaveAttribute('data-reign-ready', '');
  // the verse the link named is marked once the page is the app's (no server sees a #fragment)
  const marked = page.locator('p[data-highlighted]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(JOHN_3_16);
  await expect(marked).toBeInViewport();
  expect(chapterRequests).toEqual([]);
  // the page works: the next chapter is asked for and shown
  await page.getByRole('link', { name: 'Next chapter: John 4' }).click();
  await expect(page.getByRole('heading', { name: 'John 4' })).toBeVisible();
  expect(chapterRequests).toHaveLength(1);
  expect(problems).toEqual([]);
});

test.describe('a tap before the app has started is held, then answered', () => {
  test('the translation chosen', async ({ page }) => {
    const releaseEntry = await holdEntry(page);
    await page.goto('/bible/Genesis/1');
    const kjv = page.getByRole('radiogroup', { name: 'Translation' }).getByText('KJV', { exact: true });
    await expect(kjv).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-reign-ready', '');
    await kjv.click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
    releaseEntry();
    await expect(page.locator('#v1')).toContainText('In the beginning God created the heaven and the earth.');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('a verse tapped', async ({ page }) => {
    const releaseEntry = await holdEntry(page);
    await page.goto('/bible/John/3');
    await expect(page.locator('#v16')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-reign-ready', '');
    await page.locator('#v16').click();
    await expect(page.locator('#v16')).toHaveAttribute('aria-busy', 'true');
    releaseEntry();
    await expect(page.getByRole('toolbar', { name: 'Study John 3:16' })).toBeVisible();
  });
});

test('/plans’ own-plan fields take typing only once the app owns them, so none is lost', async ({ page }) => {
  const releaseEntry = await holdEntry(page);
  await page.goto('/plans');
  const own = page.getByRole('form', { name: 'Make your own plan' });
  const days = own.getByRole('textbox', { name: 'Days' });
  await expect(days).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-reign-ready', '');
  // controlled by React: typing now would show, then vanish at the field's next render
  await expect(days).toHaveAttribute('readonly', '');
  await expect(own.locator('input[readonly]')).toHaveCount(2);
  releaseEntry();
  await expect(page.locator('html')).toHaveAttribute('data-reign-ready', '');
  await expect(days).not.toHaveAttribute('readonly', '');
  await days.fill('45');
  await own.getByRole('textbox', { name: 'Start on' }).click();
  await expect(days).toHaveValue('45');
});

test('/bible hydrates without a warning; a book opens at its first chapter', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/bible');
  await expect(page.locator('html')).toHaveAttribute('data-reign-ssr', '');
  await expect(page.locator('html')).toHaveAttribute('data-reign-ready', '');
  await page.getByRole('link', { name: 'Psalms' }).click();
  await expect(page.getByRole('heading', { name: 'Psalms 1' })).toBeVisible();
  expect(problems).toEqual([]);
});

/** /plans and /study hydrate the server's frame without a warning, then show what this device holds. */
async function plansAndStudyHydrate(page: Page) {
  const problems = collectProblems(page);
  await page.goto('/plans');
  await expect(page.locator('html')).toHaveAttribute('data-reign-ssr', '');
  await expect(page.locator('html')).toHaveAttribute('data-reign-ready', '');
  await expect(page.getByText('No plan yet')).toBeVisible();
  await page.goto('/study');
  await expect(page.locator('html')).toHaveAttribute('data-reign-ready', '');
  await expect(page.getByText('Nothing marked yet')).toBeVisible();
  expect(problems).toEqual([]);
}

test('/plans and /study hydrate without a warning for a guest', async ({ page }) => {
  await plansAndStudyHydrate(page);
});

test('/plans and /study hydrate without a warning for a member', async ({ page, member }) => {
  expect(member.username).not.toBe('');
  await plansAndStudyHydrate(page);
});

test('a chapter that does not exist is the browser’s own page: it says so', async ({ page }) => {
  await page.goto('/bible/John/99');
  await expect(page.getByText('John has 21 chapters')).toBeVisible();
});
