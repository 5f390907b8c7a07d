import type { Page } from '@playwright/test';

/**
 * What every page object stands on: the page it drives. A subclass declares its locators as fields
 * built from `this.page`, one line each.
 */
export abstract class PageObject {
  constructor(readonly page: Page) {}
}
