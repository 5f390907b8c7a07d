import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The review of a new goal's suggested tasks ('Review Your Tasks'), shared by My Goals and the wizard. */
export class TaskReview extends PageObject {
  readonly dialog = this.page.getByRole('dialog', { name: 'Review Your Tasks' });
  readonly list = this.dialog.getByRole('list', { name: /^Suggested tasks/ });
  readonly customTitle = this.dialog.getByRole('textbox', { name: 'Custom task title' });
  readonly acceptAllButton = this.dialog.getByRole('button', { name: 'Accept All' });
  readonly cancelButton = this.dialog.getByRole('button', { name: 'Cancel', exact: true });

  items(): Locator {
    return this.list.getByRole('listitem');
  }

  /** The titles in the list, in order. */
  async titles(): Promise<string[]> {
    return this.items().evaluateAll((items) => items.map((li) => li.getAttribute('aria-label') ?? ''));
  }

  async remove(title: string) {
    await this.list.getByRole('button', { name: `Remove task ${title}`, exact: true }).click();
    await expect(this.list.getByRole('listitem', { name: title, exact: true })).toHaveCount(0);
  }

  async addCustom(title: string) {
    await this.customTitle.fill(title);
    await this.dialog.getByRole('button', { name: 'Add custom task' }).click();
  }

  /** Opens a task's editor, applies the changes and saves with the Save task button. */
  async edit(
    title: string,
    changes: { title?: string; description?: string; dueDate?: string; priority?: number; minutes?: number },
  ) {
    await this.list.getByRole('button', { name: `Edit task ${title}`, exact: true }).click();
    const editor = this.list.getByRole('listitem', { name: `Editing ${title}`, exact: true });
    if (changes.title !== undefined)
      await editor.getByRole('textbox', { name: 'Task title' }).fill(changes.title);
    if (changes.description !== undefined) {
      await editor.getByRole('textbox', { name: 'Task description' }).fill(changes.description);
    }
    if (changes.dueDate !== undefined) await editor.getByLabel('Due date').fill(changes.dueDate);
    if (changes.priority !== undefined)
      await editor.getByLabel('Priority').selectOption(String(changes.priority));
    if (changes.minutes !== undefined)
      await editor.getByLabel('Estimated minutes').fill(String(changes.minutes));
    await editor.getByRole('button', { name: 'Save task' }).click();
    await expect(editor).toHaveCount(0);
  }

  async acceptAll() {
    await this.acceptAllButton.click();
    await expect(this.dialog).toBeHidden();
  }

  async cancel() {
    await this.cancelButton.click();
    await expect(this.dialog).toBeHidden();
  }
}
