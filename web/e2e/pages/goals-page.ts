import { expect, type Locator, type Page } from '@playwright/test';
import { DashboardPage } from './dashboard-page';
import { PageObject } from './page-object';
import { TaskReview } from './task-review';

export interface GoalValues {
  title: string;
  description: string;
  category?: 'spiritual' | 'personal' | 'professional' | 'health' | 'relationships';
  season?: 'spring' | 'summer' | 'fall' | 'winter' | 'year-round';
  priority?: 1 | 2 | 3 | 4 | 5;
  /** YYYY-MM-DD */
  targetDate: string;
}

export interface InlineTaskChanges {
  title?: string;
  description?: string;
  /** YYYY-MM-DD, or '' to clear */
  dueDate?: string;
}

/** My Goals (/dashboard?tab=goals): goal cards, the goal dialogs and the tasks under each goal. */
export class GoalsPage extends PageObject {
  /** The review of the suggested tasks that follows every new goal. */
  readonly review = new TaskReview(this.page);
  readonly tab = this.page.getByRole('tab', { name: 'My Goals' });
  readonly newGoalButton = this.page.getByRole('button', { name: 'New Goal', exact: true });
  readonly createDialog = this.page.getByRole('dialog', { name: 'Create New Goal' });
  readonly editDialog = this.page.getByRole('dialog', { name: 'Edit Goal' });

  async goto() {
    await new DashboardPage(this.page).goto('goals');
    await expect(this.page.getByRole('heading', { name: 'My Goals', level: 2 })).toBeVisible();
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  private async fill(dialog: Locator, values: Partial<GoalValues>) {
    if (values.title !== undefined)
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(values.title);
    if (values.description !== undefined) {
      await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(values.description);
    }
    if (values.category) await dialog.getByLabel('Category').selectOption(values.category);
    if (values.season) await dialog.getByLabel('Season').selectOption(values.season);
    if (values.priority) await dialog.getByLabel('Priority').selectOption(String(values.priority));
    if (values.targetDate !== undefined) await dialog.getByLabel('Target date').fill(values.targetDate);
  }

  /** Fills and submits the create dialog, and waits for the review of the suggested tasks. */
  async submitGoal(values: GoalValues) {
    await this.newGoalButton.click();
    await expect(this.createDialog).toBeVisible();
    await this.fill(this.createDialog, values);
    await this.createDialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(this.review.dialog).toBeVisible({ timeout: 35_000 });
    await expect(this.createDialog).toBeHidden();
  }

  /**
   * Creates a goal. Its suggested tasks are then cancelled (the goal stays without tasks, toast
   * 'Goal Created') unless `review` is 'accept' (toast 'Goal Created Successfully!').
   */
  async createGoal(values: GoalValues, { review = 'cancel' }: { review?: 'cancel' | 'accept' } = {}) {
    await this.submitGoal(values);
    if (review === 'accept') await this.review.acceptAll();
    else await this.review.cancel();
  }

  async editGoal(title: string, changes: Partial<GoalValues>) {
    await this.card(title)
      .getByRole('button', { name: `Edit goal ${title}` })
      .click();
    await expect(this.editDialog).toBeVisible();
    await this.fill(this.editDialog, changes);
    await this.editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(this.editDialog).toBeHidden();
  }

  async deleteGoal(title: string) {
    await this.card(title)
      .getByRole('button', { name: `Delete goal ${title}` })
      .click();
    await this.page
      .getByRole('dialog', { name: 'Delete goal?' })
      .getByRole('button', { name: 'Delete' })
      .click();
  }

  async setProgress(title: string, percent: 25 | 50 | 75 | 100) {
    await this.card(title)
      .getByRole('button', { name: `Set progress to ${percent}%` })
      .click();
  }

  progressBar(title: string): Locator {
    return this.card(title).getByRole('progressbar', { name: `Progress of ${title}` });
  }

  /** The tasks listed under a goal. */
  taskList(goalTitle: string): Locator {
    return this.card(goalTitle).getByRole('list', { name: `Tasks of ${goalTitle}` });
  }

  /** Opens a task's inline editor, changes it, and presses `key` (Enter saves, Escape cancels). */
  async inlineEditTask(
    goalTitle: string,
    taskTitle: string,
    changes: InlineTaskChanges,
    key: 'Enter' | 'Escape',
  ) {
    const list = this.taskList(goalTitle);
    await list.getByRole('button', { name: `Edit task ${taskTitle}` }).click();
    const title = list.getByRole('textbox', { name: 'Task title' });
    await expect(title).toBeFocused();
    if (changes.description !== undefined) {
      await list.getByRole('textbox', { name: 'Task description' }).fill(changes.description);
    }
    if (changes.dueDate !== undefined) await list.getByLabel('Due date').fill(changes.dueDate);
    if (changes.title !== undefined) await title.fill(changes.title);
    await title.press(key);
  }
}

/**
 * Makes a goal (title 'Read the Gospels' by default) and its tasks through the API, as another
 * device would; the page's member must be signed in.
 */
export async function seedGoalWithTasks(
  page: Page,
  tasks: { title: string; scheduledDate: string; dueDate: string | null }[],
  title = 'Read the Gospels',
) {
  const created = await page.request.post('/api/goals', {
    data: { title, description: 'A chapter a day', targetDate: '2099-06-30' },
  });
  expect(created.status()).toBe(201);
  const { goal } = (await created.json()) as { goal: { id: string } };
  for (const task of tasks) {
    const response = await page.request.post('/api/tasks', { data: { goalId: goal.id, ...task } });
    expect(response.status()).toBe(201);
  }
}
