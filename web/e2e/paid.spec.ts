import { expect, test } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { saveTodaysPlan } from './pages/dashboard-page';
import { ReflectionsArchivePage } from './pages/reflections-page';
import { SeriesPage } from './pages/series-page';
import { payThroughServer, UpgradePage } from './pages/upgrade-page';

// The Stripe.js script is answered (refused) by page.route, which does not see a service worker's requests.
test.use({ serviceWorkers: 'block' });

const PLAN_REFERENCE = 'Philippians 4:13';
const PLAN_VERSE = 'I can do all things through Christ, who strengthens me.';

test.describe('the paid side: upgrade, Reflections Archive and 7-day series', () => {
  test('a free member meets the upgrade prompt, pays, and then uses the archive and a series', async ({
    page,
    member: _member,
  }) => {
    const stripeApiUrl = process.env.E2E_STRIPE_API_URL;
    // e2e/run.mjs starts the Stripe stand-in; without it this is a failure, not a skip
    expect(stripeApiUrl, 'E2E_STRIPE_API_URL from e2e/run.mjs').toBeTruthy();
    test.setTimeout(90_000);
    const shell = new AppShell(page);
    await saveTodaysPlan(page.request, {
      verse: PLAN_VERSE,
      verseReference: PLAN_REFERENCE,
      verseReflection: 'Strength for today comes from Him.\n\nI will lean on it in every task.',
    });

    // (a) Free: the Daily tab is open to everyone; My Reflections is the upgrade prompt.
    const archive = new ReflectionsArchivePage(page);
    await archive.goto();
    await expect(page.getByText('Scheduled Content')).toBeVisible();
    // without a scheduled scripture, each past day still has its built-in verse: today's at least
    await expect(archive.cards.first()).toBeVisible();
    await expect(archive.count).not.toHaveText('0 reflections found');
    await archive.openPersonal();
    await expect(archive.upgradePrompt()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade for $100' })).toHaveAttribute('href', '/upgrade');
    await expect(archive.cards).toHaveCount(0);
    // The server refuses the list too.
    const refused = await page.request.get('/api/reflections');
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('paid membership');

    // The upgrade page offers the card form; Stripe.js cannot load here (no network), and it says so.
    await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
    const upgrade = new UpgradePage(page);
    await upgrade.goto();
    await upgrade.expectOpen();
    for (const benefit of ['Reflections Archive', 'Multiple Goals', '7-Day Series', 'No recurring fees']) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('The card form could not load')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(upgrade.backHome).toHaveAttribute('href', '/');

    // (b) Pay through the server's path, with the stand-in playing Stripe.
    await payThroughServer(page.request, stripeApiUrl as string);

    // Paid: /upgrade sends the member home, and My Reflections lists the plan.
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await archive.goto('personal');
    await expect(archive.personalTab).toHaveAttribute('aria-selected', 'true');
    await expect(archive.count).toHaveText('1 reflection found');
    await expect(archive.upgradePrompt()).toHaveCount(0);
    const card = archive.card(PLAN_REFERENCE);
    await expect(card).toContainText(PLAN_VERSE);
    await expect(card).not.toContainText('Daily');
    const dialog = await archive.open(PLAN_REFERENCE);
    await expect(dialog.getByRole('heading', { name: 'Scripture' })).toBeVisible();
    await expect(dialog.getByText('I will lean on it in every task.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await archive.search.fill('no such words anywhere');
    await expect(archive.count).toHaveText('0 reflections found');
    await expect(page.getByText('Try adjusting your search terms or selected month.')).toBeVisible();
    await archive.search.fill('PHILIPPIANS');
    await expect(archive.count).toHaveText('1 reflection found');

    // (c) A 7-day series (the server seeds the two sample series for the browser tests).
    // the header's Series item reaches it; Start Series opens Day 1
    const series = new SeriesPage(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Series' }).click();
    await expect(page.getByRole('heading', { name: '7-Day Series', level: 1 })).toBeVisible();
    const title = 'Peace in a Busy Season';
    await expect(series.topic(title)).toContainText('7 days');
    await expect(series.topic('Faithful in Small Things')).toBeVisible();
    await series.start(title);
    await expect(shell.toast('Successfully enrolled!')).toBeVisible();
    await expect(page).toHaveURL(/\/day\/1$/);
    await expect(series.dayHeading(1)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Establish Priorities' })).toBeVisible();
    await series.completeDay(1, {
      priority: 'Rest well',
      action: 'Turn off my phone at nine',
      challenges: 'A full inbox',
    });

    await expect(page).toHaveURL(/\/series$/);
    await expect(shell.toast('Day 1 Complete')).toBeVisible();
    await expect(series.active(title)).toContainText('Day 2 of 7');
    await expect(series.active(title)).toContainText('14%');
    await expect(
      series.active(title).getByRole('link', { name: "Go to Today's Reflection" }),
    ).toHaveAttribute('href', '/');

    // one series day per calendar day (issue 37): day 2 opens tomorrow, where Continue would be
    await expect(series.active(title).getByText('Day 2 opens tomorrow')).toBeVisible();
    await expect(series.active(title).getByRole('button', { name: 'Continue Series' })).toHaveCount(0);
  });

  test('signed out, /series shows Join Reign with Log In', async ({ page }) => {
    await page.goto('/series');
    await expect(page).toHaveURL(/\/series$/);
    await expect(page.getByRole('heading', { name: 'Join Reign' })).toBeVisible();
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
