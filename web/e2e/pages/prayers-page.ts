import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothSchemes } from './axe';
import { PageObject } from './page-object';
import { WizardPage } from './wizard-page';

/** /prayers: the prayer journal (issue 20). */
export class PrayersPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { level: 1, name: 'Prayers' });
  readonly addButton = this.page.getByRole('button', { name: 'Add Request' });
  readonly formDialog = this.page.getByRole('dialog', { name: /Prayer Request/ });
  readonly answerDialog = this.page.getByRole('dialog', { name: 'Mark Answered' });

  async goto(tab?: 'answered' | 'archived') {
    await this.page.goto(tab ? `/prayers?tab=${tab}` : '/prayers');
    await expect(this.heading).toBeVisible();
    // the server draws the page: React owns it (and its search field) a moment later
    await expect(this.page.locator('html')).toHaveAttribute('data-reign-ready', '');
  }

  tab(name: 'Active' | 'Answered' | 'Archived'): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  async add(title: string, forWhom = '') {
    await this.addButton.first().click();
    await this.formDialog.getByRole('textbox', { name: 'Title' }).fill(title);
    if (forWhom) await this.formDialog.getByRole('textbox', { name: 'For whom' }).fill(forWhom);
    await this.formDialog.getByRole('button', { name: 'Add Request' }).click();
    await expect(this.formDialog).toBeHidden();
    await expect(this.card(title)).toBeVisible();
  }

  async markAnswered(title: string, testimony: string) {
    await this.card(title).getByRole('button', { name: 'Mark answered' }).click();
    await this.answerDialog.getByRole('textbox', { name: 'Testimony' }).fill(testimony);
    await this.answerDialog.getByRole('button', { name: 'Mark Answered' }).click();
    await expect(this.answerDialog).toBeHidden();
  }
}

/**
 * A member without goals walks the wizard to Navigate in Faith with three typed priorities and one
 * action (WizardPage.walkToGrow), turns on 'Include my prayer requests' and picks `requests`; the prayer names each.
 */
export async function planPrayingFor(page: Page, requests: readonly string[]) {
  const wizard = new WizardPage(page);
  await wizard.goto();
  await wizard.walkToGrow();
  await wizard.next('Navigate in Faith');
  await expect(wizard.prayer).toContainText('Amen');
  await wizard.prayer.getByRole('switch', { name: 'Include my prayer requests' }).check();
  const boxes = wizard.prayer.getByRole('group', { name: /Choose up to 3 requests/ });
  for (const title of requests) await boxes.getByRole('checkbox', { name: title }).check();
  for (const title of requests) await expect(wizard.prayer).toContainText(title);
  await wizard.saveButton.click();
  await wizard.closeMoment();
}

/** The axe walk of /prayers (a11y.spec.ts): empty, with a request, and 'Pray now'. */
export async function checkPrayersPage(page: Page) {
  const prayers = new PrayersPage(page);
  await prayers.goto();
  await expect(page.getByText('Start your prayer list')).toBeVisible();
  await expectAccessibleInBothSchemes(page, '/prayers (empty)');
  await prayers.add('Peace');
  await expectAccessibleInBothSchemes(page, '/prayers (a request)');
  await page.getByRole('button', { name: 'Pray now' }).click();
  await expect(page.getByRole('dialog', { name: 'Pray now' })).toBeVisible();
  await expectAccessible(page, "/prayers 'Pray now'");
  await page.keyboard.press('Escape');
}
