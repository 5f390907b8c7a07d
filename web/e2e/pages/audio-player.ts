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

  /** The full controls shown while a track plays. */
  get panel(): Locator {
    return this.scope.getByRole('group', { name: 'Playback' });
  }

  get scrubber(): Locator {
    return this.panel.getByRole('slider', { name: 'Position' });
  }

  /** Chooses an item of the speed or sleep menu. */
  async choose(menuButton: RegExp, item: string) {
    await this.panel.getByRole('button', { name: menuButton }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
  }

  /** The mini player at the bottom of other pages. */
  get mini(): Locator {
    return this.page.getByRole('region', { name: 'Now playing' });
  }
}
