import type { Page } from '@playwright/test';
import { expect, secondDevice, signIn, test } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { expectAccessibleInBothSchemes } from './pages/axe';
import { DashboardPage } from './pages/dashboard-page';
import { Network } from './pages/network';

/** The profile tab's 'Security' section. */
async function securitySection(page: Page) {
  await new DashboardPage(page).goto('profile');
  const section = page.getByRole('region', { name: 'Security' });
  await expect(section).toBeVisible();
  return section;
}

/** Runs `use` with the member signed in on a second device too (its own browser context), closed after. */
async function withLaptop(page: Page, username: string, use: (laptop: Page) => Promise<void>) {
  const laptop = await secondDevice(page, username);
  try {
    await use(laptop.page);
  } finally {
    await laptop.context.close();
  }
}

/** The server ended the laptop's session (its next request finds it signed out) and kept this page's. */
async function expectOnlyThisDeviceSignedIn(page: Page, laptop: Page, username: string) {
  await laptop.goto('/dashboard');
  await new AuthPage(laptop).expectOpen();
  await new AppShell(laptop).expectSignedOut();
  await page.reload();
  await new AppShell(page).expectSignedIn(username);
}

test.describe('account security', () => {
  // two devices each: over 20 s on a quiet 2-core machine, near the default 30 s on a busy one
  test.slow();
  test('sign out everywhere ends the other device and keeps this one', async ({ page, member }) => {
    await withLaptop(page, member.username, async (laptop) => {
      const section = await securitySection(page);
      await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
      await dialog.getByRole('button', { name: 'Sign out other devices' }).click();
      await expect(new AppShell(page).toast('Signed out everywhere else')).toContainText(
        'You were signed out on every other device.',
      );

      await expectOnlyThisDeviceSignedIn(page, laptop, member.username);
    });
  });

  test('change password: a wrong current one is said at its field; the new one signs in, other devices are out', async ({
    page,
    member,
  }) => {
    await withLaptop(page, member.username, async (laptop) => {
      const section = await securitySection(page);
      const form = section.getByRole('form', { name: 'Change password' });
      const field = (name: string) => form.getByRole('textbox', { name, exact: true });
      const fill = async (current: string, next: string, confirm = next) => {
        await field('Current password').fill(current);
        await field('New password').fill(next);
        await field('Confirm new password').fill(confirm);
        await form.getByRole('button', { name: 'Change password' }).click();
      };

      // the form checks the rules before calling the server
      await fill(member.password, 'short-but-ok', 'something-else');
      await expect(form.getByText('Passwords do not match')).toBeVisible();

      await fill('not-my-password', 'a-new-password-1');
      await expect(form.getByText('Your current password is not right. Nothing was changed.')).toBeVisible();
      await expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');

      await fill(member.password, 'a-new-password-1');
      await expect(new AppShell(page).toast('Password changed')).toContainText(
        'Every other device was signed out.',
      );
      await expect(field('Current password')).toHaveValue('');

      await expectOnlyThisDeviceSignedIn(page, laptop, member.username);
      await signIn(laptop, member.username, 'a-new-password-1');
    });
  });

  test('offline it says it needs a connection; on a phone in dark mode it fits and reads well', async ({
    page,
    member,
  }) => {
    expect(member.username).not.toBe('');
    await page.setViewportSize({ width: 375, height: 740 });
    const section = await securitySection(page);
    const network = new Network(page.context());
    await network.goOffline();
    await expect(section.getByText('Needs a connection')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await expect(section.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    await network.goOnline();
    await expect(section.getByText('Needs a connection')).toBeHidden();

    await section.scrollIntoViewIfNeeded();
    const box = await section.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expectAccessibleInBothSchemes(page, 'profile security section');
  });
});

test.describe('deleting an account', () => {
  test.slow();
  test('the password deletes it: this device forgets it, the laptop is signed out, the name signs in no more', async ({
    page,
    member,
  }) => {
    await withLaptop(page, member.username, async (laptop) => {
      await new DashboardPage(page).goto('profile');
      const section = page.getByRole('region', { name: 'Delete account' });
      await section.getByRole('button', { name: 'Delete account…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
      await password.fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(
        dialog.getByText('That password is not right. Your account was not deleted.'),
      ).toBeVisible();
      await expect(password).toHaveAttribute('aria-invalid', 'true');

      await password.fill(member.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(new AppShell(page).toast('Account deleted')).toContainText(
        'Your account and everything in it were deleted.',
      );
      await expect(page).toHaveURL(/\/$/);
      await new AppShell(page).expectSignedOut();
      // nothing of the account is left in this browser
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.startsWith('reign-user-')),
          ),
        )
        .toEqual([]);

      // the laptop's session went with the account
      await laptop.goto('/dashboard');
      await new AuthPage(laptop).expectOpen();
      // and the name signs in no more
      const auth = new AuthPage(page);
      await auth.goto();
      await auth.signIn(member.username, member.password);
      await expect(page.getByText('Invalid username or password').first()).toBeVisible();
    });
  });
});
