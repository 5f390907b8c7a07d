import { expect, test } from './fixtures/member';

// A member on a desktop (no room for the header's switch) changes the language in the footer;
// their profile keeps it, so their other devices and their mails follow (issue 39).

test.use({ viewport: { width: 1366, height: 900 } });

test('a member on a desktop switches to Spanish in the footer, and the profile keeps it', async ({
  page,
  member,
}) => {
  expect(member.username).toBeTruthy();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Today's Scripture" })).toBeVisible();
  // not in the desktop header's row
  await expect(page.getByRole('banner').getByRole('button', { name: 'Español' })).toBeHidden();

  const languages = page.locator('footer').getByRole('navigation', { name: 'Language' });
  await languages.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'La Escritura de hoy' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page
      .locator('footer')
      .getByRole('navigation', { name: 'Idioma' })
      .getByRole('button', { name: 'Español' }),
  ).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(async () => (await (await page.request.get('/api/profile')).json()).language, { timeout: 20_000 })
    .toBe('es');
});
