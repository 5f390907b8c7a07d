import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures/member';
import { centralToday } from './pages/dashboard-page';
import { GoalsPage } from './pages/goals-page';
import { Network, waitForServiceWorker } from './pages/network';
import { quickPlan } from './pages/plan-walks';

// The server's refusals travel as message codes and the device words them (docs/i18n.md): a member
// who reads Spanish (chosen in the footer, kept by the profile) meets the free goal limit, a plan dated past tomorrow, a
// reading-plan day past its end and an account limit, and reads each in Spanish.

/** The Central date `days` after today. */
function daysAhead(days: number): string {
  const date = new Date(`${centralToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The device's pushes, changed on the way as a device with a wrong clock or an older plan would
 * send them: today's plan dated three days ahead, and a reading plan's day 1 as day 400 of 365.
 * Sent from here (route.fetch) rather than continued with a new body: a push the service worker
 * makes (its Background Sync) was continued with the body it had, and its mark was applied.
 */
async function pushesOutOfBounds(page: Page) {
  await page.context().route('**/api/sync/push', async (route: Route) => {
    const body = route.request().postDataJSON() as {
      mutations: { name: string; args: Record<string, unknown> }[];
    } | null;
    if (!body) throw new Error('a push without a body reached the route');
    for (const m of body.mutations) {
      if (m.name === 'entry.create') m.args.date = daysAhead(3);
      if (m.name === 'readingProgress.mark') m.args.day = 400;
    }
    const response = await route.fetch({ postData: JSON.stringify(body) });
    await route.fulfill({ response });
  });
}

const ENGLISH = [
  'Multiple goals require a paid membership. Upgrade to create unlimited goals!',
  'A plan can be saved for today or tomorrow only. Check the date and time on this device.',
  'This plan has 365 days; there is no day after 365.',
];

test.describe('refusals in Spanish', () => {
  // the wizard, a reading plan, a goal made offline and an import: longer than one page's flow
  test.slow();

  test('a Spanish reader meets the free goal limit, a plan date past tomorrow, a day past a plan and an account limit in Spanish', async ({
    page,
    member: _member,
  }) => {
    await waitForServiceWorker(page);
    await pushesOutOfBounds(page);
    const post = async (path: string, data: unknown) => {
      const answer = await page.request.post(path, { data });
      expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    };

    // a reading plan of 365 days, day 1 ticked here (sent as day 400)
    await post('/api/reading-plans', { planKey: 'bible-in-a-year', startDate: centralToday() });
    await page.goto('/plans');
    const dayOne = page.getByRole('checkbox', { name: /^Mark day 1 as read/ });
    await dayOne.check();
    await expect(dayOne).toBeChecked();
    // refused before the page is left: whichever sends it (the page's sync worker or the service
    // worker's Background Sync), the push is the one changed on the way
    const notSaved = (n: number) => page.getByRole('banner').getByRole('button', { name: `${n} not saved` });
    await expect(notSaved(1)).toBeVisible();

    // today's plan (sent dated three days ahead)
    await page.goto('/');
    await quickPlan(page, ['Faith', 'Family', 'Work'], ['Pray at noon', 'Read a psalm']);
    await expect(notSaved(2)).toBeVisible();

    // a second goal made offline while another device made this free member's one goal
    const goals = new GoalsPage(page);
    await goals.goto();
    const network = new Network(page.context());
    await network.goOffline();
    await post('/api/goals', {
      title: 'From the laptop',
      description: 'Made elsewhere',
      targetDate: '2099-01-31',
    });
    await goals.createGoal({ title: 'Second goal', description: 'Made offline', targetDate: '2099-06-30' });

    // the reader chooses Spanish (the footer's languages: the desktop header has no room for the
    // switch; the profile keeps it), then the device is back online
    const languages = page.locator('footer').getByRole('navigation', { name: 'Language' });
    await languages.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await network.goOnline();

    const refused = page.getByRole('banner').getByRole('button', { name: '3 sin guardar' });
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await refused.click();
    const dialog = page.getByRole('dialog', { name: 'Cambios que no se guardaron' });
    await expect(dialog).toContainText(
      'Tener varias metas requiere una membresía de pago. ¡Mejora tu plan para crear metas ilimitadas!',
    );
    await expect(dialog).toContainText(
      'Solo puedes guardar un plan para hoy o mañana. Revisa la fecha y la hora de este dispositivo.',
    );
    await expect(dialog).toContainText('Este plan tiene 365 días; no hay ningún día después del 365.');
    for (const english of ENGLISH) await expect(dialog).not.toContainText(english);
    await page.keyboard.press('Escape');

    // an import that would pass the account's limit of goals (1,000), refused before anything is saved
    await page.goto('/dashboard?tab=profile');
    const data = page.getByRole('region', { name: 'Tus datos' });
    const importButton = data.getByRole('button', { name: 'Importar datos' });
    await expect(importButton).toBeEnabled();
    const goalsInFile = Array.from({ length: 1001 }, () => ({ id: crypto.randomUUID() }));
    const chooser = page.waitForEvent('filechooser');
    await importButton.click();
    await (await chooser).setFiles({
      name: 'reign-export.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ format: 'reign-export', version: 1, goals: goalsInFile })),
    });
    const toast = page.getByRole('alert').filter({ hasText: 'No se pudo importar' });
    await expect(toast).toContainText(
      /Esta importación añadiría 1\.?001 metas a lo que ya tienes \(1\), por encima del límite de 1\.?000\./,
    );
    await expect(toast).not.toContainText('This import would add');
  });
});
