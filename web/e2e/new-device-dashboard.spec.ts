import { expect, test } from './fixtures/member';

// Issue 37, 'Never mislead': a member with goals and plans who signs in on a new phone sees the
// dashboard loading until the first sync answers, never 'No goals yet' or zeros that are not true.
test.describe('a new device at 390 px', () => {
  test('shows loading until the first sync answers, then the goals and plans it brought, never an empty state', async ({
    page,
    member,
    browser,
    baseURL,
  }) => {
    const goal = await page.request.post('/api/goals', {
      data: { title: 'Read John with my son', description: 'A chapter a night', targetDate: '2099-06-30' },
    });
    expect(goal.status()).toBe(201);

    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const phone = await context.newPage();
    // the first pull waits until the test lets it go: the time a slow network takes
    let releasePull = () => {};
    const pullHeld = new Promise<void>((resolve) => {
      releasePull = resolve;
    });
    await context.route('**/api/sync/pull**', async (route) => {
      await pullHeld;
      await route.continue();
    });
    const login = await phone.request.post('/api/login', {
      data: { username: member.username, password: member.password },
    });
    expect(login.ok()).toBe(true);

    await phone.goto('/dashboard');
    await expect(phone.getByRole('status', { name: 'Loading Active Goals' })).toBeVisible();
    await expect(phone.getByRole('status', { name: 'Loading goals' })).toBeVisible();
    // held for a while: still loading, nothing claims there is nothing
    await phone.waitForTimeout(1_500);
    await expect(phone.getByText('No goals yet')).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'Create Your First Goal' })).toHaveCount(0);
    await expect(phone.getByRole('status', { name: 'Loading Active Goals' })).toBeVisible();

    releasePull();
    const goals = phone.getByRole('region', { name: 'Active Goals' });
    await expect(goals.getByText('Read John with my son')).toBeVisible();
    await expect(phone.getByText('No goals yet')).toHaveCount(0);
    // nothing wider than the phone
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // the tabs stay one row that scrolls sideways, as the server drew them: the page's stylesheet
    // still wins over Mantine's once the app has started (it lost to a copy linked after it)
    await expect(phone.getByRole('tablist')).toHaveCSS('flex-wrap', 'nowrap');
    await context.close();
  });
});
