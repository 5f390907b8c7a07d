import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

export interface NewAccount {
  username: string;
  password: string;
  confirmPassword?: string;
  email?: string;
  displayName?: string;
}

/** The sign-in screen (/auth, /login): Sign In and Create Account tabs. */
export class AuthPage extends PageObject {
  readonly signInPanel = this.page.getByRole('tabpanel', { name: 'Sign In' });
  readonly createAccountPanel = this.page.getByRole('tabpanel', { name: 'Create Account' });

  async goto(path = '/auth') {
    await this.page.goto(path);
    await expect(this.page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await this.ready();
  }

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/auth$/);
    await expect(this.page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  }

  async signIn(username: string, password: string) {
    await this.page.getByRole('tab', { name: 'Sign In' }).click();
    const panel = this.signInPanel;
    await this.field(panel, 'Username').fill(username);
    await this.field(panel, 'Password').fill(password);
    await panel.getByRole('button', { name: 'Sign In' }).click();
  }

  async createAccount(account: NewAccount) {
    await this.page.getByRole('tab', { name: 'Create Account' }).click();
    const panel = this.createAccountPanel;
    await this.field(panel, 'Username').fill(account.username);
    if (account.email) await this.field(panel, 'Email').fill(account.email);
    if (account.displayName) await this.field(panel, 'Display name').fill(account.displayName);
    await this.field(panel, 'Password').fill(account.password);
    await this.field(panel, 'Confirm password').fill(account.confirmPassword ?? account.password);
    await panel.getByRole('button', { name: 'Create Account' }).click();
  }

  /** A form field by its accessible name (the label without the required asterisk). */
  field(panel: Locator, name: string) {
    return panel.getByRole('textbox', { name, exact: true });
  }

  /** A field's error message, as shown under the field. */
  fieldError(panel: Locator, text: string) {
    return panel.getByText(text, { exact: true });
  }
}
