import { type Browser, expect, type Page, test } from '@playwright/test';
import { PASSWORD, signUp, uniqueUsername } from './fixtures/member';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { expectAccessibleInBothSchemes } from './pages/axe';
import { CirclesPage } from './pages/circles-page';

// Circles (issue 52), the screens: three people in three browsers. Ana makes 'Home group' and
// invites; Ben comes by the link (signed out first: he signs up and is brought back to it), Carla
// by the code typed as people type it; roles, a removal, a revoked code and a leave follow.

const PHONE = { width: 390, height: 844 };

async function newPerson(
  browser: Browser,
  baseURL: string | undefined,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page, circles: new CirclesPage(page) };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('three people in one circle: by link and by code, a leader made, one removed, a revoked code, one leaves', async ({
  browser,
  baseURL,
}) => {
  // three people, each in a browser of their own, on a 2-core machine: about 30 s when it is busy
  test.slow();
  const ana = await newPerson(browser, baseURL);
  const ben = await newPerson(browser, baseURL);
  const carla = await newPerson(browser, baseURL, PHONE);
  await signUp(ana.page, 'ana');
  const carlaName = (await signUp(carla.page, 'carla')).username;

  // Ana makes the circle and an invitation
  await ana.circles.goto();
  await expect(ana.page.getByRole('heading', { name: 'You are not in a circle yet' })).toBeVisible();
  await ana.circles.create('Home group');
  const circlePath = new URL(ana.page.url()).pathname;
  const first = await ana.circles.makeInvitation();
  expect(first.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  await expect(ana.circles.newInvitation).toContainText('shown only this once');
  await expectAccessibleInBothSchemes(ana.page, 'a circle, as its leader sees it, with a new invitation');

  // Ben opens the link signed out, creates his account from there and is brought back to it
  await ben.page.goto(first.path);
  await ben.page.getByRole('link', { name: 'Sign in or create an account' }).click();
  const benName = uniqueUsername('ben');
  await new AuthPage(ben.page).createAccount({ username: benName, password: PASSWORD });
  await expect(ben.page).toHaveURL(first.path);
  await ben.page.getByRole('button', { name: 'Join' }).click();
  await expect(ben.circles.heading('Home group')).toBeVisible();
  await expect(ben.page).toHaveURL(circlePath);

  // Carla, on a phone, finds Circles in the menu and types the code in lower case without its dash
  await carla.page.getByRole('button', { name: 'Open navigation' }).click();
  await carla.page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Circles' }).click();
  await expect(carla.page).toHaveTitle('Circles · Reign');
  await carla.circles.joinWithCode(first.code.replace('-', '').toLowerCase());
  await expect(carla.circles.heading('Home group')).toBeVisible();
  await noSidewaysScroll(carla.page);

  // Ana sees three members, makes Ben a leader and removes Carla
  await ana.page.reload();
  await expect(ana.page.getByText('3 members · You lead this circle')).toBeVisible();
  await ana.circles.member(benName).getByRole('button', { name: 'Make leader' }).click();
  await expect(ana.circles.member(benName).getByText('Leader')).toBeVisible();
  await ana.circles.member(carlaName).getByRole('button', { name: 'Remove' }).click();
  const remove = ana.page.getByRole('dialog', { name: `Remove ${carlaName}?` });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(new AppShell(ana.page).toast(`${carlaName} was removed from the circle.`)).toBeVisible();
  await expect(ana.circles.members.getByRole('listitem')).toHaveCount(2);

  // Carla's list no longer has it, and its page is not found
  await carla.circles.goto();
  await expect(carla.page.getByRole('heading', { name: 'You are not in a circle yet' })).toBeVisible();
  await carla.page.goto(circlePath);
  await expect(carla.page.getByRole('heading', { name: 'Circle not found' })).toBeVisible();
  await noSidewaysScroll(carla.page);

  // a revoked invitation's code is refused, in words
  const second = await ana.circles.makeInvitation();
  const open = ana.circles.invite.getByRole('list', { name: 'Open invitations' });
  await open
    .getByRole('listitem')
    .filter({ hasText: '0 people joined' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(ana.circles.newInvitation).toBeHidden();
  await expect(open.getByRole('listitem')).toHaveCount(1);
  await carla.circles.goto();
  const refused = await carla.circles.joinWithCode(second.code);
  await expect(refused.getByRole('alert')).toHaveText('This invitation is not valid or has expired.');

  // Ben, now a leader too, leaves: back to his circles, with a toast
  await ben.page.reload();
  await ben.page.getByRole('button', { name: 'Leave circle' }).click();
  const leave = ben.page.getByRole('dialog', { name: 'Leave Home group?' });
  await expect(leave).toContainText('You will no longer see Home group.');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(ben.page).toHaveURL('/circles');
  await expect(new AppShell(ben.page).toast('You left the circle.')).toBeVisible();
  await expect(ben.page.getByRole('heading', { name: 'You are not in a circle yet' })).toBeVisible();

  // Ana's overview counts her one circle
  await ana.page.goto('/dashboard');
  const card = ana.page.getByRole('region', { name: 'Your circles' });
  await expect(card).toContainText('You are in 1 circle.');
  await card.getByRole('link', { name: 'Home group' }).click();
  await expect(ana.page.getByText('1 member · You lead this circle')).toBeVisible();

  for (const person of [ana, ben, carla]) await person.context.close();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test("a circle's page speaks Spanish to a member who reads it", async ({ page }) => {
    const username = uniqueUsername('es');
    expect((await page.request.post('/api/register', { data: { username, password: PASSWORD } })).ok()).toBe(
      true,
    );
    expect((await page.request.put('/api/profile', { data: { language: 'es' } })).ok()).toBe(true);
    const made = await page.request.post('/api/circles', { data: { name: 'Grupo en casa' } });
    const { id } = (await made.json()) as { id: string };

    await page.goto(`/circles/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Grupo en casa', level: 1 })).toBeVisible();
    await expect(page.getByText('1 miembro · Diriges este círculo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Miembros' })).toBeVisible();
    const invite = page.getByRole('region', { name: 'Invitar personas' });
    await expect(invite.getByRole('combobox', { name: 'Válida durante' })).toHaveValue('7');
    await invite.getByRole('button', { name: 'Invitar' }).click();
    await expect(invite.getByRole('region', { name: 'Nueva invitación' })).toContainText(
      'El código y el enlace se muestran solo esta vez',
    );
    await expect(page.getByRole('button', { name: 'Salir del círculo' })).toBeVisible();
    await expect(page).toHaveTitle('Grupo en casa · Reign');
    // reading together and the gathering, in Spanish too
    const reading = page.getByRole('region', { name: 'Leer juntos' });
    await reading.getByRole('button', { name: 'Leer juntos' }).click();
    await expect(reading.getByText(/^Hoy: día 1 de \d+$/)).toBeVisible();
    await expect(reading.getByText('Nadie ha leído este día todavía.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dirigir una reunión' })).toBeVisible();
    await page.goto('/circles');
    await expect(page.getByRole('heading', { name: 'Círculos', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Ora y lee junto a tu familia, tu grupo pequeño o tu iglesia.'),
    ).toBeVisible();
  });
});
