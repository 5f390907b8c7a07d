import { expect, type Locator } from '@playwright/test';
import { DashboardPage } from './dashboard-page';
import { PageObject } from './page-object';

export interface TaskValues {
  title: string;
  description?: string;
  category?: 'spiritual' | 'personal' | 'work' | 'health' | 'relationships';
  priority?: 1 | 2 | 3 | 4 | 5;
  /** YYYY-MM-DD; the form starts at today */
  scheduledDate?: string;
  /** YYYY-MM-DD */
  dueDate?: string;
  /** The goal's title */
  goal?: string;
}

/** My Tasks (/dashboard?tab=tasks): the open and completed lists and the task dialog. */
export class TasksPage extends PageObject {
  readonly tab = this.page.getByRole('tab', { name: 'My Tasks' });
  readonly newTaskButton = this.page.getByRole('button', { name: 'New Task', exact: true });
  readonly dialog = this.page.getByRole('dialog', { name: /^(New|Edit) Task$/ });
  readonly openList = this.page.getByRole('list', { name: 'Open tasks' });
  readonly completedList = this.page.getByRole('list', { name: 'Completed tasks' });

  async goto() {
    await new DashboardPage(this.page).goto('tasks');
    await expect(this.page.getByRole('heading', { name: 'My Tasks', level: 2 })).toBeVisible();
  }

  async createTask(values: TaskValues) {
    await this.newTaskButton.click();
    await expect(this.dialog).toBeVisible();
    const d = this.dialog;
    await d.getByRole('textbox', { name: 'Title', exact: true }).fill(values.title);
    if (values.description)
      await d.getByRole('textbox', { name: 'Description', exact: true }).fill(values.description);
    if (values.category) await d.getByLabel('Category').selectOption(values.category);
    if (values.priority) await d.getByLabel('Priority').selectOption(String(values.priority));
    if (values.scheduledDate) await d.getByLabel('Scheduled date').fill(values.scheduledDate);
    if (values.dueDate) await d.getByLabel('Due date').fill(values.dueDate);
    if (values.goal) await d.getByLabel('Goal', { exact: true }).selectOption({ label: values.goal });
    await d.getByRole('button', { name: 'Create Task' }).click();
    await expect(this.dialog).toBeHidden();
  }

  checkbox(title: string): Locator {
    return this.page.getByRole('checkbox', { name: title, exact: true });
  }

  item(title: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.checkbox(title) });
  }

  async deleteTask(title: string) {
    await this.page.getByRole('button', { name: `Delete task ${title}` }).click();
    await this.page
      .getByRole('dialog', { name: 'Delete task?' })
      .getByRole('button', { name: 'Delete' })
      .click();
  }
}
