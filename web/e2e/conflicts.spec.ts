import { expect, test } from './fixtures/member';
import { centralToday } from './pages/dashboard-page';
import { GoalsPage } from './pages/goals-page';
import { Network, waitForServiceWorker } from './pages/network';
import { allSynced, otherDevice, phoneAndLaptop, quickPlan, savedEntries } from './pages/plan-walks';

// Nothing a person writes is silently overwritten: writes made on two devices that did not know of
// each other are both kept, shown on every device, until the person chooses (issue 35), each saying
// which device the other version came from and when (issue 51).

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.describe('two devices, offline, the same day and the same goal', () => {
  test.slow();

  test('two devices that plan today offline keep both plans, see it on both, and combine them on one', async ({
    page,
    member,
  }) => {
    const { laptop, devices, setOnline } = await phoneAndLaptop(page, member.username);
    await setOnline(false);
    await quickPlan(page, ['Faith', 'Family', 'Work'], ['Pray at noon', 'Call Mum']);
    await quickPlan(laptop.page, ['Rest', 'Church', 'Faith'], ['Walk outside', 'Sing']);
    await setOnline(true);
    await allSynced(...devices);

    // one plan on the server (the first to arrive); the other is kept, not dropped
    const entries = await savedEntries(page);
    expect(entries.map((e) => e.date)).toEqual([centralToday()]);
    const exported = await (await page.request.get('/api/account/export')).json();
    expect(exported.conflicts).toHaveLength(1);

    // every device tells the person, on the day's plan and in the header
    for (const p of devices) {
      await p.goto('/');
      await expect(p.getByRole('status').filter({ hasText: 'You planned today on two devices' })).toBeVisible(
        {
          timeout: 20_000,
        },
      );
      await expect(p.getByRole('banner').getByRole('button', { name: '1 to review' })).toBeVisible();
    }

    // the laptop combines them: five priorities between them, so it picks three
    const notice = laptop.page.getByRole('status').filter({ hasText: 'You planned today on two devices' });
    await notice.getByRole('button', { name: 'Review' }).click();
    const dialog = laptop.page.getByRole('dialog', { name: 'Changes to review' });
    await expect(dialog.getByRole('heading', { name: 'The other plan' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Combine both' }).click();
    const pick = dialog.getByRole('group', { name: 'Choose up to three priorities to keep' });
    // which plan reached the server first (its priorities come checked) is the network's order:
    // unchecked first, so a fourth box is never disabled by the limit of three
    const keep = ['Faith', 'Family', 'Rest'];
    for (const wanted of [false, true]) {
      for (const p of ['Faith', 'Family', 'Work', 'Rest', 'Church']) {
        const box = pick.getByRole('checkbox', { name: p, exact: true });
        if (keep.includes(p) === wanted && (await box.isChecked()) !== wanted) await box.click();
      }
    }
    await dialog.getByRole('button', { name: 'Combine these' }).click();
    // settled: the notice, and the dialog it opened, go
    await expect(dialog).toBeHidden();
    await expect(notice).toBeHidden();

    await allSynced(...devices);
    await expect
      // in the order they were ticked, which depends on the plan that came checked: compared as a set
      .poll(async () => [...((await savedEntries(page))[0]?.priorities ?? [])].sort(), { timeout: 20_000 })
      .toEqual(['Faith', 'Family', 'Rest']);
    for (const p of devices) {
      await p.goto('/');
      const saved = p.getByRole('region', { name: "Today's saved plan" });
      await expect(saved.getByRole('listitem').filter({ hasText: 'Rest' }).first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(p.getByRole('banner').getByRole('button', { name: /to review$/ })).toHaveCount(0);
    }
    await laptop.context.close();
  });

  test('a goal renamed on two devices offline keeps both titles until one is chosen', async ({
    page,
    member,
  }) => {
    await page.request.post('/api/goals', {
      data: { title: 'Pray daily', description: 'Ten minutes', targetDate: '2099-06-30' },
    });
    await page.goto('/');
    await waitForServiceWorker(page);
    // the second device says it is Chrome on an Android phone: its pushes name it so
    const laptop = await otherDevice(page, member.username, undefined, { userAgent: ANDROID_CHROME });
    const devices = [page, laptop.page];
    for (const p of devices) {
      await new GoalsPage(p).goto();
      await expect(new GoalsPage(p).card('Pray daily')).toBeVisible();
    }
    const networks = [new Network(page.context()), new Network(laptop.context)];
    for (const n of networks) await n.goOffline();
    await new GoalsPage(page).editGoal('Pray daily', { title: 'Pray without ceasing' });
    await new GoalsPage(laptop.page).editGoal('Pray daily', { title: 'Pray at dawn' });
    // the first device's title reaches the server first; the second's is the other version
    await networks[0]?.goOnline();
    await allSynced(page);
    await networks[1]?.goOnline();
    await allSynced(...devices);

    // each device, once it has pulled after the other's push (a start pulls), shows both titles
    for (const p of devices) {
      await p.reload();
      const review = p.getByRole('banner').getByRole('button', { name: '1 to review' });
      await expect(review).toBeVisible({ timeout: 20_000 });
    }
    // the first device is told which device the other title came from, and when
    const versionOn = async (p: typeof page) => {
      await p.getByRole('banner').getByRole('button', { name: '1 to review' }).click();
      const dialog = p.getByRole('dialog', { name: 'Changes to review' });
      return { dialog, item: dialog.getByRole('listitem', { name: /was changed on two devices/ }) };
    };
    const onFirst = await versionOn(page);
    await expect(
      onFirst.item.getByText(/^From Chrome on Android · \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M$/),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(onFirst.dialog).toBeHidden();

    // the second device knows the other title as its own
    const { dialog, item } = await versionOn(laptop.page);
    await expect(item.getByText(/^From this device · \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await expect(item.getByText('Pray without ceasing', { exact: true })).toBeVisible();
    await expect(item.getByText('Pray at dawn', { exact: true })).toBeVisible();
    // 'shown now' is the title that reached the server first
    const shownNow = await item.getByText('Shown now', { exact: true }).locator('..').textContent();
    expect(shownNow).toContain('Pray without ceasing');
    await item.getByRole('button', { name: 'Keep the other version' }).click();
    await expect(dialog.getByText('Nothing to review: every change is settled.')).toBeVisible();
    await laptop.page.keyboard.press('Escape');

    await allSynced(...devices);
    await expect
      .poll(async () => (await (await page.request.get('/api/goals')).json())[0]?.title, { timeout: 20_000 })
      .toBe('Pray at dawn');
    await laptop.context.close();
  });
});
