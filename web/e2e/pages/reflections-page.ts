import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The Reflections Archive (/reflections): Daily and My Reflections tabs, search, month, cards, modal. */
export class ReflectionsArchivePage extends PageObject {
  readonly dailyTab = this.page.getByRole('tab', { name: 'Daily' });
  readonly personalTab = this.page.getByRole('tab', { name: 'My Reflections' });
  readonly search = this.page.getByRole('searchbox', { name: 'Search reflections' });
  readonly count = this.page.getByTestId('archive-count');
  readonly cards = this.page.getByTestId('reflection-card');

  async goto(tab: 'daily' | 'personal' = 'daily') {
    await this.page.goto(`/reflections?tab=${tab}`);
    await expect(this.page.getByRole('heading', { name: 'Reflections Archive', level: 1 })).toBeVisible();
  }

  async openPersonal() {
    await this.personalTab.click();
    await expect(this.personalTab).toHaveAttribute('aria-selected', 'true');
  }

  upgradePrompt(): Locator {
    return this.page.getByRole('heading', { name: 'Reflections Archive is a premium feature' });
  }

  card(reference: string): Locator {
    return this.cards.filter({ hasText: reference });
  }

  /** Opens a card and answers its modal. */
  async open(reference: string): Promise<Locator> {
    await this.card(reference).click();
    const dialog = this.page.getByRole('dialog', { name: reference });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
