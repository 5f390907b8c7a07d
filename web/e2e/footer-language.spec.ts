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

test('a screen already drawn turns Spanish at once: the dashboard’s tabs and a goal card', async ({
  page,
  member: _member,
}) => {
  const made = await page.request.post('/api/goals', {
    data: { title: 'Read the Gospels', description: 'A chapter a day', targetDate: '2099-01-31' },
  });
  expect(made.ok()).toBe(true);
  await page.goto('/dashboard?tab=goals');
  const card = page.getByRole('article', { name: 'Read the Gospels' });
  await expect(card).toContainText('Spiritual');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();

  const languages = page.locator('footer').getByRole('navigation', { name: 'Language' });
  await languages.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // words the compiled components made from message descriptors follow too (i18n/runtime.tsx)
  await expect(page.getByRole('tab', { name: 'Mis metas' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveCount(0);
  await expect(card).toContainText('Espiritual');
  await expect(card).not.toContainText('Spiritual');
});
