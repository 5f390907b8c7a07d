import { expect, test } from './fixtures/member-pages';

test.describe('goals and tasks', () => {
  test('create a goal, edit it, complete it, and inline-edit one of its tasks', async ({
    page,
    shell,
    goals,
    tasks,
  }) => {
    // the longest of these: about 22 s on a busy CI run, near the default 30 s
    test.setTimeout(60_000);
    await goals.goto();
    await expect(page.getByRole('button', { name: 'Create Your First Goal' })).toBeVisible();
    await goals.createGoal({
      title: 'Read the Gospels',
      description: 'One chapter every morning',
      category: 'spiritual',
      season: 'spring',
      priority: 5,
      targetDate: '2099-05-31',
    });
    await expect(shell.toast('Goal Created')).toContainText('Your new goal has been added successfully.');
    const card = goals.card('Read the Gospels');
    await expect(card).toContainText('Critical priority');
    await expect(card).toContainText('Spring');
    await expect(card).toContainText('Target date: May 31, 2099');

    await goals.editGoal('Read the Gospels', { title: 'Read the four Gospels', priority: 4 });
    await expect(shell.toast('Goal Updated')).toBeVisible();
    const edited = goals.card('Read the four Gospels');
    await expect(edited).toContainText('High priority');

    await goals.setProgress('Read the four Gospels', 100);
    await expect(shell.toast('Progress Updated')).toBeVisible();
    await expect(edited.getByText('Completed!')).toBeVisible();
    await expect(goals.progressBar('Read the four Gospels')).toHaveAttribute('aria-valuenow', '100');

    // A task for that goal, made in the task dialog.
    await page.getByRole('tab', { name: 'My Tasks' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=tasks$/);
    await tasks.createTask({ title: 'Read Matthew 1', goal: 'Read the four Gospels', dueDate: '2099-01-10' });
    await expect(shell.toast('Task Created')).toBeVisible();
    await expect(tasks.item('Read Matthew 1')).toContainText('Goal: Read the four Gospels');

    await page.getByRole('tab', { name: 'My Goals' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=goals$/);
    const list = goals.taskList('Read the four Gospels');
    await expect(list.getByText('Read Matthew 1')).toBeVisible();

    // Escape cancels.
    await goals.inlineEditTask('Read the four Gospels', 'Read Matthew 1', { title: 'Not saved' }, 'Escape');
    await expect(list.getByRole('textbox', { name: 'Task title' })).toHaveCount(0);
    await expect(list.getByText('Read Matthew 1')).toBeVisible();

    // An empty title is never saved.
    await goals.inlineEditTask('Read the four Gospels', 'Read Matthew 1', { title: '' }, 'Enter');
    await expect(list.getByText('Title is required')).toBeVisible();
    await list.getByRole('textbox', { name: 'Task title' }).press('Escape');

    // Enter saves; the cleared due date goes out as null.
    await goals.inlineEditTask(
      'Read the four Gospels',
      'Read Matthew 1',
      { title: 'Read Matthew 1-2', description: 'With a journal', dueDate: '' },
      'Enter',
    );
    await expect(shell.toast('Task Updated')).toBeVisible();
    await expect(list.getByText('Read Matthew 1-2')).toBeVisible();
    await expect(list.getByText('With a journal')).toBeVisible();
    await expect(list).not.toContainText('Due ');

    // Everything is still there after a reload.
    await page.reload();
    await expect(goals.card('Read the four Gospels').getByText('Completed!')).toBeVisible();
    await expect(goals.taskList('Read the four Gospels').getByText('Read Matthew 1-2')).toBeVisible();

    // And it reached the server: the goal at 100 percent, the task with its due date cleared (null).
    await expect
      .poll(async () => {
        const serverGoals: Array<{ title: string; progressPercentage: number }> = await (
          await page.request.get('/api/goals')
        ).json();
        return serverGoals.map((g) => [g.title, g.progressPercentage]);
      })
      .toEqual([['Read the four Gospels', 100]]);
    await expect
      .poll(async () => {
        const serverTasks: Array<{ title: string; description: string | null; dueDate: string | null }> =
          await (await page.request.get('/api/tasks')).json();
        return serverTasks.map((t) => [t.title, t.description, t.dueDate]);
      })
      .toEqual([['Read Matthew 1-2', 'With a journal', null]]);
  });

  test('create, complete and delete a standalone task', async ({ page, shell, tasks }) => {
    await tasks.goto();
    await expect(page.getByRole('button', { name: 'Add a Task' })).toBeVisible();
    await tasks.createTask({
      title: 'Call a friend',
      description: 'Ask how to pray for them',
      category: 'relationships',
      priority: 5,
    });
    await expect(shell.toast('Task Created')).toBeVisible();
    const item = tasks.item('Call a friend');
    await expect(item).toContainText('Urgent priority');
    await expect(item).toContainText('Relationships');
    await expect(tasks.openList.getByText('Call a friend')).toBeVisible();

    await tasks.checkbox('Call a friend').check();
    await expect(shell.toast('Task Completed! 🎉')).toBeVisible();
    await expect(tasks.completedList.getByText('Call a friend')).toBeVisible();
    await expect(tasks.checkbox('Call a friend')).toBeChecked();

    await tasks.deleteTask('Call a friend');
    await expect(shell.toast('Task Deleted')).toBeVisible();
    await expect(page.getByText('Call a friend')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add a Task' })).toBeVisible();
  });

  test("a free user's second goal shows 'Upgrade Required'", async ({ page, shell, goals }) => {
    await goals.goto();
    await goals.createGoal({ title: 'My one goal', description: 'Pray daily', targetDate: '2099-12-31' });
    await expect(goals.card('My one goal')).toBeVisible();

    await goals.newGoalButton.click();
    await expect(shell.toast('Upgrade Required')).toContainText(
      'Multiple goals require a paid membership. Upgrade to create unlimited goals!',
    );
    await expect(goals.createDialog).toBeHidden();
    const prompt = page.getByRole('region', { name: 'Multiple Goals is a premium feature' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Upgrade for $100' })).toHaveAttribute('href', '/upgrade');
  });
});
