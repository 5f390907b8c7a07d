import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** 7-Day Series (/series) and a series day (/series/:topicId/day/:day). */
export class SeriesPage extends PageObject {
  async goto() {
    await this.page.goto('/series');
    await expect(this.page.getByRole('heading', { name: '7-Day Series', level: 1 })).toBeVisible();
  }

  /** A card under Available Series. */
  topic(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  /** The active series card (a region named by the series title). */
  active(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  async start(title: string) {
    await this.topic(title).getByRole('button', { name: 'Start Series' }).click();
  }

  async continueActive(title: string) {
    await this.active(title).getByRole('button', { name: 'Continue Series' }).click();
    await expect(this.page).toHaveURL(/\/series\/\d+\/day\/\d$/);
  }

  dayHeading(day: number): Locator {
    return this.page.getByRole('heading', { name: new RegExp(`^Day ${day}: `), level: 1 });
  }

  /** Fills the day's REIGN steps and completes the day. */
  async completeDay(day: number, plan: { priority: string; action?: string; challenges?: string }) {
    await this.page.getByRole('textbox', { name: /^Priority 1/ }).fill(plan.priority);
    if (plan.action) {
      await this.page.getByRole('textbox', { name: `Add an action for ${plan.priority}` }).fill(plan.action);
      await this.page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(this.page.getByText(plan.action, { exact: true })).toBeVisible();
    }
    if (plan.challenges) {
      await this.page
        .getByRole('textbox', { name: 'What challenges might you face today?' })
        .fill(plan.challenges);
    }
    await this.page.getByRole('button', { name: `Complete Day ${day}` }).click();
  }
}
