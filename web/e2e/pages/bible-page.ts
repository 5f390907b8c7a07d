import { expect, type Locator, type Page } from '@playwright/test';

/** /bible/:book/:chapter: the reader, and the Profile card that keeps the whole Bible. */
export class BiblePage {
  readonly text: Locator;
  readonly highlighted: Locator;
  readonly next: Locator;
  readonly previous: Locator;

  constructor(readonly page: Page) {
    this.text = page.locator('section[aria-label]').filter({ has: page.locator('p sup') });
    this.highlighted = this.text.locator('p[data-highlighted]');
    this.next = page.getByRole('link', { name: /^Next chapter: / });
    this.previous = page.getByRole('link', { name: /^Previous chapter: / });
  }

  async goto(path: string) {
    await this.page.goto(path);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Waits for a chapter: its heading and its first verse. */
  async expectChapter(name: string) {
    await expect(this.heading(name)).toBeVisible();
    await expect(this.text.locator('p').first()).toBeVisible();
  }

  verse(n: number): Locator {
    return this.text.locator(`#v${n}`);
  }
}

/** The Profile tab's 'The Bible offline' card. */
export class KeepBibleCard {
  readonly root: Locator;
  readonly keepButton: Locator;
  readonly progress: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'The Bible offline' });
    this.keepButton = this.root.getByRole('button', { name: 'Keep the whole Bible on this device' });
    this.progress = this.root.getByRole('progressbar', { name: 'Bible download' });
  }
}
