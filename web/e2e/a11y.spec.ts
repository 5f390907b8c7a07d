import { expect, type Locator, type Page, test } from '@playwright/test';
import { AdminPage } from './pages/admin-page';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { expectAccessible, expectAccessibleInBothSchemes } from './pages/axe';
import { DashboardPage } from './pages/dashboard-page';
import { GoalsPage } from './pages/goals-page';
import { ReflectionsArchivePage } from './pages/reflections-page';
import { RewardsPage, ShareMenu } from './pages/rewards-page';
import { SeriesPage } from './pages/series-page';
import { TasksPage } from './pages/tasks-page';
import { payThroughServer, UpgradePage } from './pages/upgrade-page';
import { WizardPage } from './pages/wizard-page';

// Every page of the app, signed out, as a free member, as a paid member and as the admin, checked
// with axe (WCAG 2 A/AA and best practices): a serious or critical violation fails, and the failure
// lists each rule with its help and the nodes to fix. Findings are soft, so one run reports them all.

// The Stripe.js script is refused by page.route, which does not see a service worker's requests.
test.use({ serviceWorkers: 'block' });

const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' };
const password = 'faithful-123';
const GOAL = 'Read the Gospels';
const PHONE = { width: 390, height: 844 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function centralToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
}

async function signUp(page: Page, prefix: string, { phone = false } = {}) {
  const username = `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.createAccount({ username, password });
  // On a phone the account links live in the navigation drawer.
  if (phone) await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  else await new AppShell(page).expectSignedIn(username);
  return username;
}

async function seedGoalWithTasks(page: Page) {
  const created = await page.request.post('/api/goals', {
    data: { title: GOAL, description: 'A chapter a day', targetDate: '2099-06-30' },
  });
  expect(created.status()).toBe(201);
  const { goal } = (await created.json()) as { goal: { id: string } };
  for (const title of ['Read Mark 1', 'Read Luke 2']) {
    const response = await page.request.post('/api/tasks', {
      data: { goalId: goal.id, title, scheduledDate: centralToday(), dueDate: '2099-01-20' },
    });
    expect(response.status()).toBe(201);
  }
}

/** Waits for the page's h1 (every page has one). */
async function pageHeading(page: Page, name?: string | RegExp): Promise<Locator> {
  const heading = page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
  await expect(heading).toBeVisible();
  return heading;
}

async function openDialog(page: Page, opener: Locator, name: string | RegExp, label: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The guest's walk through the five REIGN steps, checking each step; ends at the sign-up dialog. */
async function walkWizardAsGuest(page: Page) {
  const wizard = new WizardPage(page);
  await wizard.goto();
  await wizard.expectStep('Renew Your Mind');
  await expect(wizard.scriptureCard().locator('blockquote')).toBeVisible();
  await expect(wizard.reflection().getByRole('status')).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, 'home, step 1 Renew (guest)');

  const share = new ShareMenu(page, wizard.scriptureCard());
  await share.button.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'share menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await wizard.next('Establish Priorities');
  await wizard.priority(1).fill('Love my family well');
  await wizard.continueButton.click();
  await expect(wizard.root.getByText('Priority cannot be empty').first()).toBeVisible();
  await expectAccessible(page, 'home, step 2 Establish with errors (guest)');
  await wizard.priority(2).fill('Finish the budget');
  await wizard.priority(3).fill('Rest and pray');
  await wizard.next('Initiate Bold Action');
  await wizard.actions('Love my family well').getByRole('checkbox').first().check();
  await expectAccessible(page, 'home, step 3 Initiate (guest)');
  await wizard.next('Grow with Grit');
  await expectAccessible(page, 'home, step 4 Grow (guest)');
  await wizard.next('Navigate in Faith');
  await expect(wizard.prayer.getByRole('status')).toHaveCount(0);
  await expectAccessible(page, 'home, step 5 Navigate (guest)');
  await wizard.saveButton.click();
  await expect(wizard.guestDialog).toBeVisible();
  await expectAccessible(page, 'guest sign-up dialog');
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('signed out: home and the wizard, sign-in, password reset, not found, public pages', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await walkWizardAsGuest(page);

    const auth = new AuthPage(page);
    await auth.goto();
    await expectAccessibleInBothSchemes(page, '/auth sign in');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await auth.createAccountPanel.getByRole('button', { name: 'Create Account' }).click();
    await expect(auth.createAccountPanel.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessibleInBothSchemes(page, '/auth create account with errors');

    await page.goto('/forgot-password');
    await pageHeading(page);
    await expectAccessible(page, '/forgot-password');
    await page.goto('/reset-password?username=someone');
    await pageHeading(page);
    await expectAccessible(page, '/reset-password');

    await page.goto('/no-such-page');
    await pageHeading(page);
    await expectAccessible(page, 'not found');

    await page.goto('/referral');
    await pageHeading(page, 'Share The Word');
    await expectAccessible(page, '/referral (signed out)');

    await page.goto('/debug/John%203:16');
    await pageHeading(page);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectAccessible(page, '/debug/:name');
    await page.goto('/debug/images');
    await pageHeading(page);
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await expectAccessible(page, '/debug/images');
  });

  test('a free member: the five steps, dashboard and its tabs, dialogs, rewards, upgrade', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, 'a11y_free');
    await seedGoalWithTasks(page);

    const wizard = new WizardPage(page);
    await wizard.goto();
    await wizard.expectStep('Renew Your Mind');
    await expect(wizard.reflection().getByRole('status')).toHaveCount(0);
    await expectAccessible(page, 'home, step 1 Renew (member)');
    await wizard.next('Establish Priorities');
    await expect(wizard.goalCard(GOAL)).toBeVisible();
    await expectAccessible(page, 'home, step 2 Establish (member)');
    await wizard.goalCard(GOAL).click();
    await wizard.customPrioritiesSwitch.check();
    await wizard.priority(2).fill('Love my family well');
    await wizard.priority(3).fill('Finish the budget');
    await wizard.next('Initiate Bold Action');
    await wizard.goalTasks(GOAL).getByRole('checkbox').first().check();
    await expectAccessibleInBothSchemes(page, 'home, step 3 Initiate (member)');
    await wizard.next('Grow with Grit');
    await wizard.challenges.fill('A long day of meetings');
    await expectAccessible(page, 'home, step 4 Grow (member)');
    await wizard.next('Navigate in Faith');
    await expect(wizard.prayer.getByRole('status')).toHaveCount(0);
    await expectAccessible(page, 'home, step 5 Navigate (member)');
    await wizard.saveButton.click();
    await expect(wizard.savedDialog).toBeVisible();
    await expectAccessible(page, 'plan saved dialog');
    await page.keyboard.press('Escape');

    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.planCard).toBeVisible();
    await expectAccessibleInBothSchemes(page, '/dashboard overview');
    await dashboard.planCard.getByRole('button', { name: 'Update Progress' }).click();
    await expectAccessible(page, '/dashboard overview, updating progress');

    await dashboard.open('profile');
    await expect(dashboard.profileField('Bio')).toBeVisible();
    await expectAccessible(page, '/dashboard profile');

    const goals = new GoalsPage(page);
    await dashboard.open('goals');
    await expect(goals.card(GOAL)).toBeVisible();
    await expectAccessibleInBothSchemes(page, '/dashboard goals');
    await openDialog(
      page,
      goals.card(GOAL).getByRole('button', { name: `Edit goal ${GOAL}` }),
      'Edit Goal',
      'edit goal dialog',
    );
    // A free member's second goal: the inline upgrade prompt instead of the form.
    await goals.newGoalButton.click();
    await expect(page.getByRole('region', { name: /premium feature/ })).toBeVisible();
    await expectAccessible(page, '/dashboard goals, upgrade prompt for a second goal');

    const tasks = new TasksPage(page);
    await dashboard.open('tasks');
    await expect(tasks.openList).toBeVisible();
    await expectAccessible(page, '/dashboard tasks');
    await openDialog(page, tasks.newTaskButton, 'New Task', 'new task dialog');

    await dashboard.open('history');
    await expect(dashboard.historyEntries.first()).toBeVisible();
    await expectAccessible(page, '/dashboard history');

    const rewards = new RewardsPage(page);
    await rewards.goto();
    await expect(rewards.referralLink()).toBeVisible();
    await expectAccessible(page, '/referral Referral Program');
    await page.getByRole('tab', { name: 'Monthly Giveaways' }).click();
    await expect(page.getByRole('heading', { name: 'Monthly giveaways' })).toBeVisible();
    await expectAccessible(page, '/referral Monthly Giveaways');
    await page.getByRole('tab', { name: 'Your Achievements' }).click();
    await expect(page.getByRole('tab', { name: 'Your Achievements' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAccessible(page, '/referral Your Achievements');

    await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
    const upgrade = new UpgradePage(page);
    await upgrade.goto();
    await upgrade.expectOpen();
    await expect(page.getByText('The card form could not load')).toBeVisible();
    await expectAccessibleInBothSchemes(page, '/upgrade');

    const archive = new ReflectionsArchivePage(page);
    await archive.goto();
    await expect(page.getByText('Scheduled Content')).toBeVisible();
    await expectAccessible(page, '/reflections Daily (free)');
    await archive.openPersonal();
    await expect(archive.upgradePrompt()).toBeVisible();
    await expectAccessible(page, '/reflections My Reflections (free: upgrade prompt)');

    await page.goto('/series');
    await pageHeading(page);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectAccessible(page, '/series (free)');
  });

  test('a paid member: the Reflections Archive, a reflection, the series and a series day', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stripeApiUrl = process.env.E2E_STRIPE_API_URL;
    expect(stripeApiUrl, 'E2E_STRIPE_API_URL from e2e/run.mjs').toBeTruthy();
    await signUp(page, 'a11y_paid');
    const saved = await page.request.post('/api/entries', {
      data: {
        date: centralToday(),
        verse: 'I can do all things through Christ, who strengthens me.',
        verseReference: 'Philippians 4:13',
        verseReflection: 'Strength for today comes from Him.',
        priorities: ['Family', 'Work'],
        actionSteps: [{ priority: 'Family', actions: ['Call Mum'] }],
        challenges: '',
        encouragement: '',
      },
    });
    expect(saved.ok()).toBe(true);
    await payThroughServer(page.request, stripeApiUrl as string);

    const archive = new ReflectionsArchivePage(page);
    await archive.goto('personal');
    await expect(archive.count).toHaveText('1 reflection found');
    await expectAccessibleInBothSchemes(page, '/reflections My Reflections (paid)');
    await archive.open('Philippians 4:13');
    await expectAccessible(page, 'reflection dialog');
    await page.keyboard.press('Escape');

    const series = new SeriesPage(page);
    await series.goto();
    const title = 'Peace in a Busy Season';
    await expect(series.topic(title)).toBeVisible();
    await expectAccessible(page, '/series');
    await series.start(title);
    await expect(series.active(title)).toContainText('Day 1 of 7');
    await expectAccessible(page, '/series with an active series');
    await series.continueActive(title);
    await expect(series.dayHeading(1)).toBeVisible();
    await expectAccessibleInBothSchemes(page, '/series/:topicId/day/1');
  });

  test('the admin: every admin tab and its dialogs, user analytics', async ({ page }) => {
    test.setTimeout(90_000);
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.signIn(ADMIN.username, ADMIN.password);
    await new AppShell(page).expectSignedIn(ADMIN.username);

    const admin = new AdminPage(page);
    await admin.goto();
    await expect(admin.tab('Scriptures')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Scheduled Scriptures' })).toBeVisible();
    await expectAccessibleInBothSchemes(page, '/admin Scriptures');
    await openDialog(
      page,
      page.getByRole('button', { name: 'Add New' }),
      'Schedule New Scripture',
      'schedule scripture dialog',
    );

    for (const [tab, heading] of [
      ['users', null],
      ['series', '7-Day Series Management'],
      ['giveaways', 'Giveaways'],
      ['sendfox', 'SendFox Email Lists'],
    ] as const) {
      await admin.goto(tab);
      if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await expectAccessible(page, `/admin ${tab}`);
    }
    await admin.goto('overview');
    await expectAccessibleInBothSchemes(page, '/admin overview');

    await admin.goto('series');
    await openDialog(
      page,
      page.getByRole('button', { name: 'Create New Series' }),
      'Create New Series',
      'create series dialog',
    );
    await admin.goto('giveaways');
    await openDialog(
      page,
      page.getByRole('button', { name: 'Add New' }),
      'Create New Giveaway',
      'create giveaway dialog',
    );
    await admin.goto('sendfox');
    await expect(page.getByRole('heading', { name: 'SendFox Email Lists' })).toBeVisible();
    await openDialog(
      page,
      page.getByRole('button', { name: /Export/ }).first(),
      'Export Users to SendFox',
      'SendFox export dialog',
    );

    await page.goto('/admin/users');
    await pageHeading(page, 'User Analytics');
    await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
    await expectAccessible(page, '/admin/users');
  });

  test.describe('on a phone (390x844, iOS)', () => {
    test.use({ viewport: PHONE, userAgent: IPHONE_UA, hasTouch: true });

    test('the install banner, home, sign-in, and a member’s dashboard and menu', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      await expect(new WizardPage(page).root).toBeVisible();
      await expect(page.getByRole('region', { name: 'Install Reign' })).toBeVisible();
      await expectAccessibleInBothSchemes(page, 'phone: home with the install banner');

      const auth = new AuthPage(page);
      await auth.goto();
      await expectAccessible(page, 'phone: /auth');

      await signUp(page, 'a11y_phone', { phone: true });
      const dashboard = new DashboardPage(page);
      await dashboard.goto();
      await expectAccessible(page, 'phone: /dashboard');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectAccessibleInBothSchemes(page, 'phone: navigation drawer');
      await page.keyboard.press('Escape');

      await page.goto('/referral');
      await pageHeading(page, 'Share The Word');
      await expectAccessible(page, 'phone: /referral');
    });
  });
});
