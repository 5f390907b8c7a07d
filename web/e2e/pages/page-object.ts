import { expect, type Page } from '@playwright/test';

/**
 * What every page object stands on: the page it drives. A subclass declares its locators as fields
 * built from `this.page`, one line each.
 */
export abstract class PageObject {
  constructor(readonly page: Page) {}

  /**
   * Waits until React owns the page (`<html data-reign-ready>`): a server-rendered page shows its
   * content before its buttons work, and a click in that moment does nothing.
   */
  async ready(): Promise<void> {
    await expect(this.page.locator('html[data-reign-ready]')).toBeAttached();
  }
}
