import { expect, test } from '@playwright/test';
import { emailMessages } from '@reign/contract/email';
import { resetMessages } from '@reign/contract/password-reset';
import { PASSWORD, uniqueUsername } from './fixtures/member';

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

// The e2e server always has SMTP (run.mjs starts a catcher): these answers are what a server
// without it gives (sync-server modules/email and password-reset routes).
const NO_MAIL_DELIVERY = { mailConfigured: false };

test('without mail, the profile says no code was sent and what to do, and offers no code field', async ({
  page,
}) => {
  const username = uniqueUsername('nomail');
  const email = `${username}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, email },
  });
  expect(registered.status()).toBe(201);
  await page.route('**/api/user/email/delivery', (route) => route.fulfill({ json: NO_MAIL_DELIVERY }));

  await page.goto('/dashboard?tab=profile');
  const card = page.getByRole('region', { name: 'E-mail address' });
  await expect(card.getByText('Unverified')).toBeVisible();
  await expect(card.getByText(emailMessages.noMail({ email }))).toBeVisible();
  await expect(card.getByText(/Enter the 6-character code we sent to/)).toHaveCount(0);
  await expect(card.getByRole('textbox', { name: 'Confirmation code' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
  // the card fits the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // with mail (the same server, unrouted), the code's field is back
  await page.unroute('**/api/user/email/delivery');
  await page.reload();
  await expect(
    card.getByText(`Enter the 6-character code we sent to ${email}.`, { exact: false }),
  ).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Confirmation code' })).toBeVisible();
});

test('forgot password: the Username Required toast is gone once a step succeeds, with mail and without', async ({
  page,
}) => {
  const usernameRequired = page.getByRole('alert').filter({ hasText: 'Username Required' });
  const ask = async () => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(usernameRequired).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill(uniqueUsername('forgot'));
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
  };

  // with mail: 'Check Your Email', its own toast, and not the stale one
  await ask();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Reset Request Sent' })).toBeVisible();
  await expect(usernameRequired).toHaveCount(0);

  // without mail: 'Ask the Administrator', and no toast at all
  await page.route('**/api/request-password-reset', (route) =>
    route.fulfill({
      json: { message: resetMessages.noMail, mailConfigured: false },
    }),
  );
  await ask();
  await expect(page.getByRole('heading', { name: 'Ask the Administrator' })).toBeVisible();
  await expect(usernameRequired).toHaveCount(0);
});
