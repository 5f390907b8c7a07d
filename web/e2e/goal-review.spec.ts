import { expect, test } from './fixtures/member-pages';

interface ServerTask {
  goalId: string | null;
  title: string;
  description: string | null;
  category: string;
  priority: number;
  estimatedMinutes: number;
  aiSuggested: boolean;
  dueDate: string | null;
}

test.describe('new goal: review of the suggested tasks', () => {
  test('a signed-in user reviews the suggested tasks, removes one, adds one and accepts', async ({
    page,
    shell,
    goals,
  }) => {
    const review = goals.review;

    await goals.goto();
    await goals.submitGoal({
      title: 'Pray every morning',
      description: 'Before work, with a Psalm',
      category: 'spiritual',
      targetDate: '2099-06-30',
    });

    // The test server has no AI key, so these are the built-in suggestions: three of them.
    await expect(review.items()).toHaveCount(3);
    await expect(review.dialog).toContainText("Reign's built-in list");
    await expect(review.dialog.getByRole('heading', { name: 'Suggested tasks (3)' })).toBeVisible();
    const [first, second, third] = await review.titles();
    expect(first && second && third).toBeTruthy();

    // The goal is already saved behind the review.
    await expect(goals.card('Pray every morning')).toBeAttached();

    await review.remove(second as string);
    await expect(shell.toast('Task Removed')).toBeVisible();
    await expect(review.items()).toHaveCount(2);

    // A custom task needs a title.
    await review.addCustom('   ');
    await expect(shell.toast('Title Required')).toContainText('Please enter a task title.');
    await expect(review.items()).toHaveCount(2);

    await review.addCustom('Pray with my family');
    await expect(shell.toast('Task Added')).toBeVisible();
    await expect(review.items()).toHaveCount(3);

    await review.edit(third as string, {
      title: 'Keep a prayer journal',
      dueDate: '2099-05-01',
      priority: 4,
    });
    const edited = review.list.getByRole('listitem', { name: 'Keep a prayer journal', exact: true });
    await expect(edited).toContainText(/Due May 1, 2099 · High priority · \d+ min/);

    await review.acceptAll();
    await expect(shell.toast('Goal Created Successfully!')).toContainText(
      'Your goal was created with 3 tasks.',
    );

    const list = goals.taskList('Pray every morning');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    for (const title of [first as string, 'Keep a prayer journal', 'Pray with my family']) {
      await expect(list.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(list.getByText(second as string, { exact: true })).toHaveCount(0);

    // The tasks reach the server, attached to the goal.
    const serverGoals: Array<{ id: string; title: string }> = await (
      await page.request.get('/api/goals')
    ).json();
    const goalId = serverGoals.find((g) => g.title === 'Pray every morning')?.id;
    expect(goalId).toBeTruthy();
    await expect
      .poll(async () => {
        const tasks: ServerTask[] = await (await page.request.get('/api/tasks')).json();
        return tasks
          .map((t) => ({
            goalId: t.goalId,
            title: t.title,
            category: t.category,
            priority: t.priority,
            estimatedMinutes: t.estimatedMinutes,
            aiSuggested: t.aiSuggested,
          }))
          .sort((a, b) => a.title.localeCompare(b.title));
      })
      .toEqual(
        [
          {
            goalId,
            title: first,
            category: 'spiritual',
            // issue 15: the first built-in step is High; minutes follow what the suggestion names
            priority: 4,
            estimatedMinutes: expect.any(Number),
            aiSuggested: true,
          },
          {
            goalId,
            title: 'Keep a prayer journal',
            category: 'spiritual',
            priority: 4,
            estimatedMinutes: expect.any(Number),
            aiSuggested: true,
          },
          {
            goalId,
            title: 'Pray with my family',
            category: 'personal',
            priority: 1,
            estimatedMinutes: 30,
            aiSuggested: false,
          },
        ].sort((a, b) => String(a.title).localeCompare(String(b.title))),
      );
    const saved: ServerTask[] = await (await page.request.get('/api/tasks')).json();
    expect(saved.find((t) => t.title === 'Keep a prayer journal')?.dueDate).toBe('2099-05-01');
    expect(saved.find((t) => t.title === 'Pray with my family')?.dueDate).toBeNull();
  });

  test('cancelling the review keeps the goal without tasks', async ({ page, shell, goals }) => {
    await goals.goto();
    await goals.submitGoal({
      title: 'Serve at church',
      description: 'Once a month',
      targetDate: '2099-12-31',
    });
    await expect(goals.review.items()).toHaveCount(3);
    await goals.review.cancel();
    await expect(shell.toast('Goal Created')).toContainText('Your new goal has been added successfully.');
    await expect(goals.card('Serve at church')).toBeVisible();
    await expect(goals.card('Serve at church')).toContainText('No tasks for this goal yet.');

    await expect
      .poll(async () => ((await (await page.request.get('/api/goals')).json()) as unknown[]).length)
      .toBe(1);
    expect(await (await page.request.get('/api/tasks')).json()).toEqual([]);
  });
});
