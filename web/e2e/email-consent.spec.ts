import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueUsername } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';

const LABEL = 'Send me occasional news by e-mail';

test('e-mail news is off by default, chosen at registration, and changed in the profile', async ({
  page,
}) => {
  const username = uniqueUsername('consent');
  const auth = new AuthPage(page);
  await auth.goto();
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const consent = auth.createAccountPanel.getByRole('checkbox', { name: LABEL });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await auth.createAccount({ username, password: PASSWORD, email: `${username}@example.com` });
  await new AppShell(page).expectSignedIn(username);
  expect((await (await page.request.get('/api/user/email-consent')).json()).emailConsent).toBe(true);

  await page.goto('/dashboard?tab=profile');
  const card = page.getByRole('region', { name: 'E-mail news' });
  const box = card.getByRole('checkbox', { name: LABEL });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(
    page.getByRole('alert').filter({ hasText: 'We will not send you news by e-mail.' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'E-mail news' }).getByRole('checkbox', { name: LABEL }),
  ).not.toBeChecked();
});
