import { expect } from '@playwright/test';
import { PageObject } from './page-object';

/** The header, footer and toasts around every page. */
export class AppShell extends PageObject {
  readonly nav = this.page.getByRole('navigation', { name: 'Main' });
  readonly loginLink = this.page.getByRole('banner').getByRole('link', { name: 'Login' });
  readonly logoutButton = this.nav.getByRole('button', { name: 'Logout' });

  greeting(username: string) {
    return this.page.getByRole('banner').getByText(`Welcome, ${username}`, { exact: true });
  }

  toast(title: string) {
    return this.page.getByRole('alert').filter({ hasText: title });
  }

  async expectSignedIn(username: string) {
    await expect(this.greeting(username)).toBeVisible();
    await expect(this.logoutButton).toBeVisible();
    await expect(this.loginLink).toHaveCount(0);
  }

  async expectSignedOut() {
    await expect(this.loginLink).toBeVisible();
    await expect(this.logoutButton).toHaveCount(0);
  }

  async logout() {
    await this.logoutButton.click();
  }
}
