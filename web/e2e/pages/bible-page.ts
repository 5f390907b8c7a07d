import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** /bible/:book/:chapter: the reader, and the Profile card that keeps the whole Bible. */
export class BiblePage extends PageObject {
  readonly text = this.page.locator('section[aria-label]').filter({ has: this.page.locator('p sup') });
  readonly highlighted = this.text.locator('p[data-highlighted]');
  readonly next = this.page.getByRole('link', { name: /^Next chapter: / });
  readonly previous = this.page.getByRole('link', { name: /^Previous chapter: / });

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
export class KeepBibleCard extends PageObject {
  readonly root = this.page.getByRole('region', { name: 'The Bible offline' });
  readonly keepButton = this.root.getByRole('button', { name: 'Keep the whole Bible on this device' });
  readonly progress = this.root.getByRole('progressbar', { name: 'Bible download' });
}
