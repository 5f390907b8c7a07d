import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/** The header points badge (a link to /referral named 'You have N points. View referrals and rewards'). */
export function pointsBadge(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByRole('link', { name: /View referrals and rewards/ })
    .first();
}

/** The Share action on a verse (a menu: X, Facebook, e-mail, Copy link, Download image). */
export class ShareMenu {
  readonly button: Locator;

  constructor(
    readonly page: Page,
    scope: Locator,
  ) {
    this.button = scope.getByRole('button', { name: /^(Share|Link copied)/ });
  }

  async copyLink() {
    await this.button.click();
    await this.page.getByRole('menuitem', { name: 'Copy link' }).click();
  }
}

/** Share The Word (/referral): Referral Program, Monthly Giveaways, Your Achievements. */
export class RewardsPage extends PageObject {
  async goto(tab?: 'Referral Program' | 'Monthly Giveaways' | 'Your Achievements') {
    await this.page.goto('/referral');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Share The Word' })).toBeVisible();
    if (tab) await this.page.getByRole('tab', { name: tab }).click();
  }

  referralCode(): Locator {
    return this.page.getByLabel('Your referral code');
  }

  referralLink(): Locator {
    return this.page.getByRole('textbox', { name: 'Your referral link' });
  }

  recentReferrals(): Locator {
    return this.page.getByRole('list', { name: 'Recent referrals' }).getByRole('listitem');
  }

  giveawayCard(title: string): Locator {
    return this.page.getByRole('listitem', { name: title });
  }

  pointsInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Points to spend' });
  }

  enterButton(): Locator {
    return this.page.getByRole('button', { name: 'Enter giveaway' });
  }

  achievement(title: string): Locator {
    return this.page.getByRole('listitem', { name: title, exact: true });
  }
}
