import { ADMIN, expect, signIn, signUp, test } from './fixtures/member';
import { AdminPage } from './pages/admin-page';
import { AuthPage } from './pages/auth-page';
import { expectAccessible, expectAccessibleInBothSchemes, openDialog, pageHeading } from './pages/axe';
import { DashboardPage } from './pages/dashboard-page';
import { WizardPage } from './pages/wizard-page';

// The rest of the accessibility walk (a11y.spec.ts): the admin area, and a phone.

test.use({ serviceWorkers: 'block' });

const PHONE = { width: 390, height: 844 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('the admin: every admin tab and its dialogs, user analytics', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN.username, ADMIN.password);

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

    for (const [tab, opener, dialog, label] of [
      ['series', 'Create New Series', 'Create New Series', 'create series dialog'],
      ['giveaways', 'Add New', 'Create New Giveaway', 'create giveaway dialog'],
    ] as const) {
      await admin.goto(tab);
      await openDialog(page, page.getByRole('button', { name: opener }), dialog, label);
    }
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
    // a user's details, with the points ledger open
    await page.getByRole('list', { name: 'Users' }).getByRole('listitem').first().click();
    await page.getByRole('tab', { name: 'Points' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Points' })).toBeVisible();
    await expectAccessible(page, '/admin/users, a user’s points');
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

      await signUp(page, 'a11y_phone');
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
