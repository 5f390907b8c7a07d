import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** /circles and a circle's page (issue 52). */
export class CirclesPage extends PageObject {
  readonly members = this.page.getByRole('list', { name: 'Members' });
  readonly invite = this.page.getByRole('region', { name: 'Invite people' });
  readonly newInvitation = this.invite.getByRole('region', { name: 'New invitation' });

  async goto() {
    await this.page.goto('/circles');
    await this.ready();
  }

  heading(name: string) {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  /** A member's row on the circle's page. */
  member(name: string): Locator {
    return this.members.getByRole('listitem').filter({ hasText: name });
  }

  async create(name: string) {
    await this.page.getByRole('button', { name: 'New circle' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New circle' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Create circle' }).click();
    await expect(this.heading(name)).toBeVisible();
  }

  /** Makes an invitation on the circle's page: its code (ABCDE-FGHJK) and its link's path. */
  async makeInvitation(): Promise<{ code: string; path: string }> {
    await this.invite.getByRole('button', { name: 'Invite' }).click();
    await expect(this.newInvitation).toBeVisible();
    const code = (await this.newInvitation.locator('code').textContent()) ?? '';
    const link = await this.newInvitation.getByRole('textbox', { name: 'Link' }).inputValue();
    return { code, path: new URL(link).pathname };
  }

  /** Types a code into 'Join with a code' and sends it; the dialog stays open on a refusal. */
  async joinWithCode(code: string) {
    await this.page.getByRole('button', { name: 'Join with a code' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Join with a code' });
    await dialog.getByRole('textbox', { name: 'Invitation code' }).fill(code);
    await dialog.getByRole('button', { name: 'Join' }).click();
    return dialog;
  }
}
