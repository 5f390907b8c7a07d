import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/member';
import { DashboardPage } from './pages/dashboard-page';
import { WizardPage } from './pages/wizard-page';

// Each person’s day in their own time zone (issue 39), on a phone: a guest’s day is the device’s; a member whose device is in a
// zone where the date is not Chicago's is offered that zone on the dashboard, chooses it in the
// Profile, and the home page's 'today' follows it.

/** The date in a zone now (YYYY-MM-DD). */
const dateIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
const chicagoHour = Number(
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' }).format(
    new Date(),
  ),
);
// a zone whose date differs from Chicago's at the time of the run: Kiritimati (UTC+14) is a day
// ahead from 04:00 Chicago time, Pago Pago (UTC-11) a day behind until 05:00
const ZONE = chicagoHour >= 4 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
// a zone is named by its city ('Pacific/Pago_Pago' is 'Pago Pago')
const LABEL = (ZONE.split('/')[1] ?? ZONE).replaceAll('_', ' ');

test.use({ viewport: { width: 390, height: 844 }, timezoneId: ZONE });

async function homeToday(page: Page) {
  await page.goto('/');
  return page.getByRole('heading', { level: 1 }).locator('time');
}

test.describe('a member’s own time zone', () => {
  test.slow();

  test('offered from the device, chosen in the Profile, and the home page’s today follows it', async ({
    page,
    member,
  }) => {
    expect(member.username).toBeTruthy();
    expect(dateIn(ZONE)).not.toBe(dateIn('America/Chicago'));
    await expect(await homeToday(page)).toHaveAttribute('datetime', dateIn('America/Chicago'));
    await expect(page.getByText('Today · Central Time')).toBeVisible();
    // offered on the home page too
    await expect(page.getByTestId('time-zone-offer')).toContainText(`Use ${LABEL}`, { timeout: 20_000 });

    const dashboard = new DashboardPage(page);
    await dashboard.goto('overview');
    const offer = page.getByTestId('time-zone-offer');
    // read a few seconds after the page is drawn (TimeZoneOffer's useDeviceZoneLater)
    await expect(offer).toContainText(`This device is set to ${LABEL}`, { timeout: 20_000 });

    await dashboard.goto('profile');
    const select = page
      .getByRole('region', { name: 'Your day' })
      .getByRole('combobox', { name: 'Time zone' });
    await expect(select).toHaveValue('Chicago');
    await select.click();
    await select.fill(LABEL);
    await page.getByRole('option', { name: LABEL }).click();
    await expect
      .poll(async () => (await (await page.request.get('/api/profile')).json()).timeZone, { timeout: 20_000 })
      .toBe(ZONE);

    await expect(await homeToday(page)).toHaveAttribute('datetime', dateIn(ZONE), { timeout: 20_000 });
    await expect(page.getByText(`Today · ${LABEL}`)).toBeVisible();
    // the day's verse is the zone's date's, with the server's reflection (Matthew Henry's, credited),
    // not the built-in list's fallback for a date the server did not answer for
    const zoneDay = (await (
      await page.request.get(`/api/today-scripture?zone=${encodeURIComponent(ZONE)}`)
    ).json()) as { date: string; reference: string; credit?: string };
    expect(zoneDay.date).toBe(dateIn(ZONE));
    await expect(new WizardPage(page).scriptureCard()).toContainText(zoneDay.reference, { timeout: 20_000 });
    if (zoneDay.credit) {
      await expect(page.getByTestId('commentary-credit')).toContainText(zoneDay.credit, { timeout: 20_000 });
    }
    // the server's first paint is the zone's day too (its reign-zone cookie), before any script runs
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(new RegExp(`datetime="${dateIn(ZONE)}"`, 'i'));
    expect(html).toContain(`Today · ${LABEL}`);
    expect(html).toContain(`"zone":"${ZONE}"`);
    // taken: the offer is gone
    await dashboard.goto('overview');
    await expect(page.getByTestId('time-zone-offer')).toHaveCount(0);
  });

  test('a guest’s day turns in the device’s own zone, from the first paint of the next visit', async ({
    page,
  }) => {
    expect(dateIn(ZONE)).not.toBe(dateIn('America/Chicago'));
    await expect(await homeToday(page)).toHaveAttribute('datetime', dateIn(ZONE), { timeout: 20_000 });
    await expect(page.getByText(`Today · ${LABEL}`)).toBeVisible();
    // no profile to move the day to: nothing is offered
    await expect(page.getByTestId('time-zone-offer')).toHaveCount(0);
    // the next visit's HTML already holds the zone's day (the device's reign-zone cookie)
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(new RegExp(`datetime="${dateIn(ZONE)}"`, 'i'));
  });
});
