import type { APIRequestContext } from '@playwright/test';
import { expect, secondDevice, test } from './fixtures/member';
import { centralToday } from './pages/dashboard-page';
import { GoalsPage } from './pages/goals-page';
import { Network, syncStatus, waitForServiceWorker } from './pages/network';
import { TasksPage } from './pages/tasks-page';

const synced = /^Sync: Synced \d/;

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

test.describe('offline edits on two devices', () => {
  // two browsers, offline and back: longer than one page's flow
  test.slow();
  test('edits of different fields of a goal, a task and a plan made offline on two devices are all kept', async ({
    page,
    member,
  }) => {
    const today = centralToday();
    await post(page.request, '/api/goals', {
      title: 'Pray daily',
      description: 'Ten minutes',
      targetDate: '2099-06-30',
    });
    await post(page.request, '/api/tasks', { title: 'Read Psalm 1', scheduledDate: '2099-03-01' });
    await post(page.request, '/api/entries', {
      date: today,
      verse: 'Seek first the kingdom of God',
      verseReference: 'Matthew 6:33',
      priorities: ['Family', 'Work'],
      actionSteps: [
        { priority: 'Family', actions: ['Pray together'] },
        { priority: 'Work', actions: ['Finish the report'] },
      ],
    });
    await waitForServiceWorker(page);
    const laptop = await secondDevice(page, member.username);
    await waitForServiceWorker(laptop.page);
    const devices = [page, laptop.page];
    for (const p of devices) {
      await new GoalsPage(p).goto();
      await expect(new GoalsPage(p).card('Pray daily')).toBeVisible();
    }

    const phoneNet = new Network(page.context());
    const laptopNet = new Network(laptop.context);
    await phoneNet.goOffline();
    await laptopNet.goOffline();

    // The goal: the phone renames it, the laptop changes its description.
    await new GoalsPage(page).editGoal('Pray daily', { title: 'Pray without ceasing' });
    await new GoalsPage(laptop.page).editGoal('Pray daily', { description: 'Morning and evening' });

    // The task: the phone renames it, the laptop gives it a due date.
    for (const [p, change] of [
      [page, { title: 'Read Psalm 23' }],
      [laptop.page, { dueDate: '2099-05-01' }],
    ] as const) {
      const tasks = new TasksPage(p);
      await tasks.tab.click();
      await p.getByRole('button', { name: 'Edit task Read Psalm 1' }).click();
      if ('title' in change)
        await tasks.dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(change.title);
      else await tasks.dialog.getByLabel('Due date').fill(change.dueDate);
      await tasks.dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(tasks.dialog).toBeHidden();
    }

    // Today's plan: each device ticks another action.
    for (const [p, action] of [
      [page, 'Pray together'],
      [laptop.page, 'Finish the report'],
    ] as const) {
      await p.getByRole('tab', { name: 'Overview' }).click();
      const card = p.getByRole('region', { name: "Today's Action Plan" });
      await card.getByRole('button', { name: 'Update Progress' }).click();
      await card.getByRole('checkbox', { name: action }).check();
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(card.getByRole('button', { name: 'Update Progress' })).toBeVisible();
    }

    await phoneNet.goOnline();
    await expect(syncStatus(page)).toHaveAccessibleName(synced, { timeout: 20_000 });
    await laptopNet.goOnline();
    await expect(syncStatus(laptop.page)).toHaveAccessibleName(synced, { timeout: 20_000 });

    const goals = (await (await page.request.get('/api/goals')).json()) as {
      title: string;
      description: string;
    }[];
    expect(goals).toEqual([
      expect.objectContaining({ title: 'Pray without ceasing', description: 'Morning and evening' }),
    ]);
    const tasks = (await (await page.request.get('/api/tasks')).json()) as {
      title: string;
      dueDate: string;
    }[];
    expect(tasks).toEqual([expect.objectContaining({ title: 'Read Psalm 23', dueDate: '2099-05-01' })]);
    const ticks = (await (await page.request.get(`/api/daily-actions/date/${today}`)).json()) as {
      actionText: string;
      isCompleted: boolean;
    }[];
    expect(
      ticks
        .filter((t) => t.isCompleted)
        .map((t) => t.actionText)
        .sort(),
    ).toEqual(['Finish the report', 'Pray together']);

    // The phone shows both once it pulls again.
    await page.reload();
    const goalsPage = new GoalsPage(page);
    await goalsPage.tab.click();
    await expect(goalsPage.card('Pray without ceasing')).toContainText('Morning and evening');
    await laptop.context.close();
  });

  test('refused changes can be sent again, or a task kept without its deleted goal', async ({
    page,
    member: _member,
  }) => {
    await waitForServiceWorker(page);
    const network = new Network(page.context());
    const goals = new GoalsPage(page);
    await goals.goto();
    await network.goOffline();
    // meanwhile another device makes this free member's one goal
    const { goal: laptopGoal } = (await post(page.request, '/api/goals', {
      title: 'From the laptop',
      description: 'Made elsewhere',
      targetDate: '2099-01-31',
    })) as { goal: { id: string } };
    await goals.createGoal({ title: 'Second goal', description: 'Made offline', targetDate: '2099-06-30' });
    await network.goOnline();

    const dialog = page.getByRole('dialog', { name: 'Changes that were not saved' });
    const refused = page.getByRole('banner').getByRole('button', { name: '1 not saved' });
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await refused.click();
    const goalItem = dialog.getByRole('listitem', { name: 'New goal: "Second goal"' });
    await expect(goalItem).toContainText('paid membership');
    // the laptop's goal is deleted: the limit is free again, and 'Try again' sends it
    expect((await page.request.delete(`/api/goals/${laptopGoal.id}`)).ok()).toBe(true);
    await goalItem.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog).toContainText('Everything is saved.', { timeout: 20_000 });
    await expect(syncStatus(page)).toHaveAccessibleName(synced, { timeout: 20_000 });
    const saved = (await (await page.request.get('/api/goals')).json()) as { id: string; title: string }[];
    expect(saved.map((g) => g.title)).toEqual(['Second goal']);
    await page.keyboard.press('Escape');

    // A task made offline under a goal that another device deletes meanwhile.
    await network.goOffline();
    const tasks = new TasksPage(page);
    await tasks.tab.click();
    await tasks.createTask({ title: 'Under the old goal', scheduledDate: '2099-06-01', goal: 'Second goal' });
    expect((await page.request.delete(`/api/goals/${saved[0]?.id}`)).ok()).toBe(true);
    await network.goOnline();
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await refused.click();
    const taskItem = dialog.getByRole('listitem', { name: 'New task: "Under the old goal"' });
    await expect(taskItem).toContainText('That goal does not exist.');
    await expect(taskItem.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await taskItem.getByRole('button', { name: 'Keep as a standalone task' }).click();
    await expect(dialog).toContainText('Everything is saved.', { timeout: 20_000 });
    await expect(syncStatus(page)).toHaveAccessibleName(synced, { timeout: 20_000 });
    const onServer = (await (await page.request.get('/api/tasks')).json()) as { title: string }[];
    expect(onServer).toEqual([expect.objectContaining({ title: 'Under the old goal', goalId: null })]);
    await page.keyboard.press('Escape');
    await expect(tasks.checkbox('Under the old goal')).toBeVisible();
  });

  test('My Tasks draws only the tasks on screen', async ({ page, member: _member }) => {
    const count = 300;
    const clientId = `e2e-${crypto.randomUUID()}`;
    const mutations = Array.from({ length: count }, (_, i) => ({
      seq: i + 1,
      id: crypto.randomUUID(),
      name: 'task.create',
      args: { id: crypto.randomUUID(), title: `Task ${i + 1}`, scheduledDate: '2099-03-01' },
    }));
    for (let i = 0; i < count; i += 200) {
      await post(page.request, '/api/sync/push', {
        clientId,
        schemaVersion: 1,
        mutations: mutations.slice(i, i + 200),
      });
    }
    const tasks = new TasksPage(page);
    await tasks.goto();
    await expect(page.getByRole('heading', { name: `To Do (${count})` })).toBeVisible({ timeout: 20_000 });
    const drawn = await page.getByTestId('task-item').count();
    expect(drawn).toBeGreaterThan(3);
    expect(drawn).toBeLessThan(60);
    // the list keeps its place for assistive technology, and scrolling brings the last ones
    await expect(tasks.openList.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(count));
    await page.keyboard.press('End');
    await expect(tasks.openList.locator(`li[aria-posinset="${count}"]`)).toBeVisible();
  });
});
