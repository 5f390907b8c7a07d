import { expect, test } from '@playwright/test';
import { uniqueUsername } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { Mailbox } from './pages/mailbox';

test('forgot password: the e-mailed code resets it, and the new password signs in', async ({ page }) => {
  const username = uniqueUsername('reset');
  const email = `${username}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { username, password: 'old-password-1', email },
  });
  expect(registered.status()).toBe(201);

  // reset codes go only to a confirmed address: the profile takes the code mailed at sign-up
  const mailbox = new Mailbox();
  await page.goto('/dashboard?tab=profile');
  const card = page.getByRole('region', { name: 'E-mail address' });
  await expect(card.getByText('Unverified')).toBeVisible();
  await card
    .getByRole('textbox', { name: 'Confirmation code' })
    .fill(await mailbox.confirmationCodeFor(email));
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Reset Request Sent' })).toBeVisible();

  const code = await mailbox.resetCodeFor(email);
  await page.getByRole('link', { name: 'I Have My Reset Code' }).click();
  await expect(page).toHaveURL(/\/reset-password\?username=/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(username);

  // the spec's field checks show as toasts before anything is sent
  await page.getByRole('textbox', { name: 'Reset code' }).fill(code);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password Too Short' })).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-password-2');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-password-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Passwords Don't Match" })).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password Reset Successful' })).toBeVisible();
  // after 2 seconds the login page
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  const auth = new AuthPage(page);
  await auth.signIn(username, 'old-password-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
  await auth.signIn(username, 'new-password-2');
  await new AppShell(page).expectSignedIn(username);
});

test('a wrong code says Reset Failed and changes nothing', async ({ page }) => {
  const username = uniqueUsername('reset');
  await page.request.post('/api/register', {
    data: { username, password: 'old-password-1', email: `${username}@example.com` },
  });
  await page.context().clearCookies();
  await page.goto(`/reset-password?username=${username}`);
  await page.getByRole('textbox', { name: 'Reset code' }).fill('ZZZZZZ');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-password-2');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reset Failed' })).toContainText(
    'not valid or has expired',
  );
  await expect(page).toHaveURL(/\/reset-password/);
});
