import type { Locator, Page } from '@playwright/test';

/** The audio player control (Listen / Read aloud, Pause / Resume, Stop) inside `scope`. */
export class AudioPlayerControl {
  constructor(
    readonly page: Page,
    readonly scope: Locator = page.locator('body'),
  ) {}

  button(name: 'Listen' | 'Read aloud' | 'Pause' | 'Resume' | 'Stop' | string): Locator {
    return this.scope.getByRole('button', { name, exact: true });
  }

  tooltip(text: string): Locator {
    return this.page.getByRole('tooltip').filter({ hasText: text });
  }
}
