import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

export const STEP_TITLES = [
  'Renew Your Mind',
  'Establish Priorities',
  'Initiate Bold Action',
  'Grow with Grit',
  'Navigate in Faith',
] as const;
export type StepTitle = (typeof STEP_TITLES)[number];

/** The daily plan wizard on / (its five steps, the sign-up dialog for guests, the saved modal). */
export class WizardPage extends PageObject {
  readonly root = this.page.getByRole('region', { name: 'Daily plan' });
  readonly steps = this.root.getByRole('list', { name: 'Daily plan steps' });
  readonly continueButton = this.root.getByRole('button', { name: 'Continue', exact: true });
  readonly previousButton = this.root.getByRole('button', { name: 'Previous', exact: true });
  readonly customPrioritiesSwitch = this.root.getByRole('switch', { name: 'Type custom priorities' });
  readonly challenges = this.root.getByRole('textbox', { name: 'What challenges might you face today?' });
  readonly prayer = this.root.getByRole('region', { name: 'Your Prayer for Today' });
  readonly saveButton = this.root.getByRole('button', { name: 'Save & Reign' });
  readonly guestDialog = this.page.getByRole('dialog', { name: 'Create an Account to Save Your Plan' });
  readonly savedDialog = this.page.getByRole('dialog', { name: 'Plan Saved Successfully!' });

  /**
   * Ends the moment of completion (the 'Plan Saved Successfully!' dialog, issue 37) with Escape, as a
   * keyboard user would; the flow then goes on to the overview with 'Plan saved successfully!'.
   */
  async closeMoment() {
    await expect(this.savedDialog).toBeVisible();
    await this.page.keyboard.press('Escape');
    await expect(this.page).toHaveURL(/\/dashboard\?tab=overview$/);
  }

  async goto() {
    await this.page.goto('/');
    await expect(this.root).toBeVisible();
    await this.ready();
  }

  heading(title: StepTitle): Locator {
    return this.root.getByRole('heading', { level: 2, name: title });
  }

  /** Waits for a step: its heading shows and the indicator marks it as the current step. */
  async expectStep(title: StepTitle) {
    await expect(this.heading(title)).toBeVisible();
    const index = STEP_TITLES.indexOf(title);
    await expect(this.steps.getByRole('listitem').nth(index)).toHaveAttribute('aria-current', 'step');
  }

  scriptureCard(): Locator {
    return this.root.getByRole('region', { name: "Today's Scripture" });
  }

  reflection(): Locator {
    return this.root.getByRole('region', { name: 'Reflection' });
  }

  priority(n: 1 | 2 | 3): Locator {
    return this.root.getByRole('textbox', { name: `Priority ${n}`, exact: true });
  }

  goalCard(title: string): Locator {
    return this.root.getByRole('button', { name: title, exact: true });
  }

  /** The card of one priority on the Initiate step. */
  priorityGroup(priority: string): Locator {
    return this.root.getByRole('region', { name: priority, exact: true });
  }

  goalTasks(priority: string): Locator {
    return this.root.getByRole('group', { name: `Tasks for ${priority}` });
  }

  actions(priority: string): Locator {
    return this.root.getByRole('group', { name: `Actions for ${priority}` });
  }

  async addAction(priority: string, text: string) {
    const group = this.priorityGroup(priority);
    await group.getByRole('textbox', { name: 'Add another action' }).fill(text);
    await group.getByRole('textbox', { name: 'Add another action' }).press('Enter');
    await expect(this.actions(priority).getByRole('checkbox', { name: text })).toBeChecked();
  }

  async next(title: StepTitle) {
    await this.continueButton.click();
    await this.expectStep(title);
  }

  /**
   * From the first step to Grow with Grit: three typed priorities ('Love my family well', 'Finish the
   * budget', 'Rest and pray') and the first suggested action of the first.
   */
  async walkToGrow() {
    await this.expectStep('Renew Your Mind');
    await this.next('Establish Priorities');
    await this.priority(1).fill('Love my family well');
    await this.priority(2).fill('Finish the budget');
    await this.priority(3).fill('Rest and pray');
    await this.next('Initiate Bold Action');
    await this.actions('Love my family well').getByRole('checkbox').first().check();
    await this.next('Grow with Grit');
  }
}

/**
 * Presses Tab until `target` has the focus (keyboard-only use); fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
