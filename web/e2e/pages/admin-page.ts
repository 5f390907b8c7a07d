import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The admin area (/admin): its tabs, the scripture and giveaway dialogs. */
export class AdminPage extends PageObject {
  async goto(tab?: string) {
    await this.page.goto(tab ? `/admin?tab=${tab}` : '/admin');
    await expect(this.page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  }

  tab(name: 'Overview' | 'Users' | 'Scriptures' | 'Series' | 'Giveaways' | 'SendFox') {
    return this.page.getByRole('tab', { name, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  field(scope: Locator, label: string): Locator {
    return scope.getByLabel(label, { exact: false }).first();
  }

  /** The hidden file input of a Mantine FileButton inside `scope`, by its accept attribute. */
  fileInput(scope: Locator, accept: string): Locator {
    return scope.locator(`input[type="file"][accept="${accept}"]`);
  }

  table(name: 'Scheduled scriptures' | 'Giveaways'): Locator {
    return this.page.getByRole('table', { name });
  }
}
