import { expect, type Locator, type Page } from '@playwright/test';

/** The Reflections Archive (/reflections): Daily and My Reflections tabs, search, month, cards, modal. */
export class ReflectionsArchivePage {
  readonly dailyTab: Locator;
  readonly personalTab: Locator;
  readonly search: Locator;
  readonly count: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.dailyTab = page.getByRole('tab', { name: 'Daily' });
    this.personalTab = page.getByRole('tab', { name: 'My Reflections' });
    this.search = page.getByRole('searchbox', { name: 'Search reflections' });
    this.count = page.getByTestId('archive-count');
    this.cards = page.getByTestId('reflection-card');
  }

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
