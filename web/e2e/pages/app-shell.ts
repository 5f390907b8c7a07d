import { expect, type Locator, type Page } from '@playwright/test';

/** The header, footer and toasts around every page. */
export class AppShell {
  readonly nav: Locator;
  readonly loginLink: Locator;
  readonly logoutButton: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.loginLink = page.getByRole('banner').getByRole('link', { name: 'Login' });
    this.logoutButton = this.nav.getByRole('button', { name: 'Logout' });
  }

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
