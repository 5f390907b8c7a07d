import { expect, test } from '@playwright/test';
import { ADMIN, PASSWORD, signIn, uniqueUsername } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';

test.use({ serviceWorkers: 'block' });

/** Opens /admin/users on `username`'s 'Membership & Password' tab. */
async function openSupport(page: import('@playwright/test').Page, username: string) {
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Search users' }).fill(username);
  const users = page.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await users.getByRole('listitem').click();
  await page.getByRole('tab', { name: 'Membership & Password' }).click();
}

test('the administrator grants a lifetime membership with a reason, and revokes it', async ({
  page,
  browser,
}) => {
  const username = uniqueUsername('gift');
  const created = await page.request.post('/api/register', { data: { username, password: PASSWORD } });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await signIn(page, ADMIN.username, ADMIN.password);
  await openSupport(page, username);
  const card = page.getByRole('region', { name: 'Membership' });
  await expect(card.getByText('Free', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Grant lifetime membership' }).click();
  // the reason is asked for under its field before anything is sent
  await expect(card.getByText('Please give a reason (for example: gift, refund, support).')).toBeVisible();
  await card.getByRole('textbox', { name: 'Reason' }).fill('Gift for the youth group');
  await card.getByRole('button', { name: 'Grant lifetime membership' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Membership granted' })).toBeVisible();
  await expect(card.getByText('Member · granted')).toBeVisible();
  await expect(card.getByRole('listitem')).toContainText(`by ${ADMIN.username}: Gift for the youth group`);
  // the list says how the user became a member
  await expect(page.getByRole('list', { name: 'Users' }).getByText('Member · granted')).toBeVisible();

  // the member now reaches a paid page
  const member = await browser.newPage();
  await signIn(member, username);
  await member.goto('/series');
  await expect(member.getByRole('heading', { name: 'Available Series' })).toBeVisible();
  await member.close();

  await card.getByRole('textbox', { name: 'Reason' }).fill('Refund');
  await card.getByRole('button', { name: 'Revoke membership' }).click();
  await expect(card.getByText('Free', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem').first()).toContainText('Revoked');
});

test('without e-mail, the administrator makes a reset code and the user resets with it', async ({
  page,
  browser,
}) => {
  const username = uniqueUsername('nomail');
  await page.request.post('/api/register', { data: { username, password: PASSWORD } });
  await page.context().clearCookies();

  // this run's server has SMTP; the answer of a server without it is what the page must handle
  await page.route('**/api/request-password-reset', (route) =>
    route.fulfill({
      json: {
        message: 'This server cannot send e-mail yet. Ask the administrator for a reset code.',
        mailConfigured: false,
      },
    }),
  );
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(
    page.getByText('This server cannot send e-mail yet. Ask the administrator for a reset code.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toHaveCount(0);

  const adminPage = await browser.newPage();
  await signIn(adminPage, ADMIN.username, ADMIN.password);
  await openSupport(adminPage, username);
  const card = adminPage.getByRole('region', { name: 'Password reset code' });
  await card.getByRole('button', { name: 'Make reset code' }).click();
  const code = (await card.getByLabel('Reset code', { exact: true }).textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await adminPage.close();

  await page.getByRole('link', { name: 'I Have My Reset Code' }).click();
  await page.getByRole('textbox', { name: 'Reset code' }).fill(code);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('given-by-admin-1');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('given-by-admin-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password Reset Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await new AuthPage(page).signIn(username, 'given-by-admin-1');
  await new AppShell(page).expectSignedIn(username);
});
