import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { ADMIN, PASSWORD as password, signIn } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { pointsBadge, RewardsPage, ShareMenu } from './pages/rewards-page';
import { WizardPage } from './pages/wizard-page';

// The accounts of this file's steps, which build on each other (share, refer, enter, achievements).
test.describe.configure({ mode: 'serial' });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const sharer = `sharer_${suffix}`;
const friend = `friend_${suffix}`;
const GIVEAWAY_TITLE = `Study Bible ${suffix}`;

async function adminRequest(baseURL: string): Promise<APIRequestContext | null> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/login', { data: ADMIN });
  if (!login.ok()) {
    await api.dispose();
    return null;
  }
  return api;
}

test.describe('Share The Word: sharing, referrals, giveaways and achievements', () => {
  test('sharing today’s verse by copied link earns points and First Share', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const auth = new AuthPage(page);
    await auth.goto();
    await auth.createAccount({ username: sharer, password });
    const shell = new AppShell(page);
    await shell.expectSignedIn(sharer);
    await expect(pointsBadge(page)).toHaveText('0 pts');

    const wizard = new WizardPage(page);
    await expect(wizard.scriptureCard().locator('blockquote')).toBeVisible();
    const share = new ShareMenu(page, wizard.scriptureCard());
    await share.copyLink();

    await expect(shell.toast('Copied to clipboard!')).toContainText('You earned 5 points for sharing.');
    await expect(shell.toast('Copied to clipboard!')).toContainText(
      'Achievement unlocked: First Share · +10 points',
    );
    await expect(share.button).toHaveText('Copied!');
    await expect(pointsBadge(page)).toHaveText('15 pts');
    await expect(share.button).toHaveText('Share', { timeout: 5_000 });

    // The copied short link opens the verse on the home page, for the friend who receives it.
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/s\/[A-Za-z0-9]+$/);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    await expect(visitorPage).toHaveURL(/\/\?verse=/);
    const card = visitorPage.getByRole('alert').filter({ hasText: /^Shared with you: / });
    await expect(card).toBeVisible();
    await expect(card.locator('blockquote')).toBeVisible();
    await card.getByRole('button', { name: 'Dismiss shared verse' }).click();
    await expect(card).toHaveCount(0);
    await visitor.close();
  });

  test('a friend registers through the referral link and appears on /referral as pending', async ({
    page,
    browser,
  }) => {
    await signIn(page, sharer);
    const rewards = new RewardsPage(page);
    await rewards.goto();
    await expect(page.getByRole('tab', { name: 'Referral Program' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const code = (await rewards.referralCode().textContent())?.trim() ?? '';
    expect(code).not.toBe('');
    await expect(rewards.referralLink()).toHaveValue(new RegExp(`/auth\\?ref=${code}$`));
    await expect(page.getByText('No referrals yet.', { exact: false })).toBeVisible();

    // another person, on another address (the server trusts one proxy hop: see playwright.config)
    const friendContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.50' },
    });
    const friendPage = await friendContext.newPage();
    const auth = new AuthPage(friendPage);
    await auth.goto(`/auth?ref=${code}`);
    await auth.createAccount({ username: friend, password, displayName: 'Faithful Friend' });
    await new AppShell(friendPage).expectSignedIn(friend);
    await friendContext.close();

    await page.reload();
    await expect(rewards.recentReferrals()).toHaveCount(1);
    const referral = rewards.recentReferrals().first();
    await expect(referral).toContainText('Faithful Friend');
    // paid once the friend has saved plans on 3 different days, not at sign-up
    await expect(referral).toContainText('Pending');
    await expect(referral).toContainText('points once they plan on 3 days');
    await expect(page.getByLabel('Total referrals')).toHaveText('1');
    await expect(page.getByText('1 pending: not active yet')).toBeVisible();
    await expect(page.getByLabel('Points from referrals')).toHaveText('0');
    await expect(pointsBadge(page)).toHaveText('15 pts');
  });

  test('entering a giveaway with the points selector spends the points', async ({ page, baseURL }) => {
    const admin = await adminRequest(baseURL as string);
    // e2e/run.mjs creates the admin (user id 1) before the run; without it this is a failure
    expect(admin, 'the e2e admin account made by e2e/run.mjs (create-admin)').toBeTruthy();
    const now = Date.now();
    const created = await (admin as APIRequestContext).post('/api/admin/giveaways', {
      data: {
        title: GIVEAWAY_TITLE,
        description: 'A leather study Bible for one reader.',
        prize: 'ESV Study Bible',
        startDate: new Date(now - 60_000).toISOString(),
        endDate: new Date(now + 3 * 86_400_000 + 2 * 3_600_000).toISOString(),
        pointRequirement: 10,
        isActive: true,
        imageUrl: '/uploads/images/does-not-exist.png',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await (admin as APIRequestContext).dispose();

    await signIn(page, sharer);
    const rewards = new RewardsPage(page);
    await rewards.goto('Monthly Giveaways');
    await expect(page.getByRole('heading', { name: 'Monthly giveaways' })).toBeVisible();
    const card = rewards.giveawayCard(GIVEAWAY_TITLE);
    await expect(card).toContainText('10 points to enter');
    await expect(card).toContainText(/3 days [12] hours?/);
    // The broken image falls back to the gift.
    await expect(card.getByRole('img', { name: 'Gift' })).toBeVisible();
    await card.getByRole('button', { name: `View ${GIVEAWAY_TITLE}` }).click();

    await expect(page.getByRole('heading', { name: GIVEAWAY_TITLE })).toBeVisible();
    await expect(rewards.pointsInput()).toHaveValue('10');
    await expect(page.getByLabel('Entry odds')).toHaveText('10%');
    await expect(rewards.enterButton()).toBeEnabled();
    // Off the 10-point steps, or above the balance (15): disabled.
    await rewards.pointsInput().fill('15');
    await expect(rewards.enterButton()).toBeDisabled();
    await rewards.pointsInput().fill('20');
    await expect(rewards.enterButton()).toBeDisabled();
    await rewards.pointsInput().fill('10');
    await expect(page.getByLabel('Entry odds')).toHaveText('10%');
    await expect(rewards.enterButton()).toBeEnabled();
    await rewards.enterButton().click();

    await expect(new AppShell(page).toast('Entry Confirmed!')).toBeVisible();
    await expect(pointsBadge(page)).toHaveText('5 pts');
    await expect(page.getByText('You have entered once, spending 10 points.')).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(rewards.giveawayCard(GIVEAWAY_TITLE)).toContainText('You have entered once.');
  });

  test('the achievements tab shows what was unlocked', async ({ page }) => {
    await signIn(page, sharer);
    const rewards = new RewardsPage(page);
    await rewards.goto('Your Achievements');
    await expect(rewards.achievement('First Share')).toContainText('Achieved');
    // a referral counts once the friend is active
    await expect(rewards.achievement('First Referral')).toContainText('Locked');
    await expect(rewards.achievement('Referral Champion')).toContainText('Locked');
    await expect(page.getByText('1 of 7 unlocked.', { exact: false })).toBeVisible();
  });

  test('the admin sees what earned or spent each of the sharer’s points', async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'Search users' }).fill(sharer);
    await page
      .getByRole('listitem')
      .filter({ hasText: `@${sharer}` })
      .click();
    await page.getByRole('tab', { name: 'Points' }).click();
    const ledger = page.getByRole('table', { name: 'Points ledger' });
    await expect(page.getByText('Balance 5 points. 3 changes.')).toBeVisible();
    await expect(ledger.getByRole('row')).toHaveCount(4);
    await expect(ledger.getByRole('row').nth(1)).toContainText(`Giveaway entry: ${GIVEAWAY_TITLE}`);
    await expect(ledger.getByRole('row').nth(1)).toContainText('-10');
    await expect(ledger).toContainText('Achievement: First Share');
    await expect(ledger).toContainText(/Share of .+ \(copy\)\s*\+5/);
    await page.getByRole('tab', { name: 'Referrals' }).click();
    await expect(page.getByRole('row').filter({ hasText: `@${friend}` })).toContainText('Pending');
  });

  test('signed out, /referral asks to sign in', async ({ page }) => {
    await page.goto('/referral');
    await expect(page.getByRole('heading', { name: 'Sign in to share the Word' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
