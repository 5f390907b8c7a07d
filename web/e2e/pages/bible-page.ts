import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/** /bible/:book/:chapter: the reader, and the Profile card that keeps the whole Bible. */
export class BiblePage extends PageObject {
  readonly text = this.page.locator('section[aria-label]').filter({ has: this.page.locator('p sup') });
  readonly highlighted = this.text.locator('p[data-highlighted]');
  readonly next = this.page.getByRole('link', { name: /^Next chapter: / });
  readonly previous = this.page.getByRole('link', { name: /^Previous chapter: / });

  /** Opens a page of the Bible and waits until React owns it (a chapter is drawn by the server first). */
  async goto(path: string) {
    await this.page.goto(path);
    await this.ready();
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

/** The Profile tab's 'Bible on this device' card: one text's row (the WEB unless named). */
export class KeepBibleCard extends PageObject {
  readonly card = this.page.getByRole('region', { name: 'Bible on this device' });

  constructor(
    page: Page,
    readonly name = 'World English Bible',
    readonly label = `the ${name}`,
  ) {
    super(page);
  }

  get root(): Locator {
    return this.card.getByRole('region', { name: this.name });
  }
  get keepButton(): Locator {
    return this.root.getByRole('button', { name: `Keep ${this.label} on this device` });
  }
  get progress(): Locator {
    return this.root.getByRole('progressbar', { name: `${this.name} download` });
  }
  /** Keeps the text and waits until all of it is on the device. */
  async keep() {
    await this.keepButton.click();
    await expect(this.root.getByText(/^Kept on this device · \d+\.\d MB$/)).toBeVisible({ timeout: 90_000 });
  }
}
