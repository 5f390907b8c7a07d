import { expect, type Locator, type Page } from '@playwright/test';

export type DashboardTabName = 'overview' | 'profile' | 'goals' | 'tasks' | 'history';
export type StatName = 'active-goals' | 'todays-tasks' | 'goal-progress' | 'daily-plans';

const TAB_LABELS: Record<DashboardTabName, string> = {
  overview: 'Overview',
  profile: 'Profile',
  goals: 'My Goals',
  tasks: 'My Tasks',
  history: 'History',
};

/** Today's date in America/Chicago, as YYYY-MM-DD (the dashboard's day). */
export function centralToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** /dashboard: the frame (stats, season, tabs), the overview's plan card, the profile and the history. */
export class DashboardPage {
  readonly heading: Locator;
  readonly seasonBadge: Locator;
  readonly planCard: Locator;
  readonly historyEntries: Locator;
  readonly searchBox: Locator;
  readonly monthSelect: Locator;
  readonly sortSelect: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'My Dashboard', level: 1 });
    this.seasonBadge = page.getByTestId('season-badge');
    this.planCard = page.getByRole('region', { name: "Today's Action Plan" });
    this.historyEntries = page.getByTestId('history-entry');
    this.searchBox = page.getByRole('textbox', { name: 'Search' });
    this.monthSelect = page.getByLabel('Month', { exact: true });
    this.sortSelect = page.getByLabel('Sort by');
  }

  tab(name: DashboardTabName): Locator {
    return this.page.getByRole('tab', { name: TAB_LABELS[name] });
  }

  async goto(tab?: DashboardTabName) {
    await this.page.goto(tab ? `/dashboard?tab=${tab}` : '/dashboard');
    await expect(this.heading).toBeVisible();
    await expect(this.tab(tab ?? 'overview')).toHaveAttribute('aria-selected', 'true');
  }

  async open(tab: DashboardTabName) {
    await this.tab(tab).click();
    await expect(this.page).toHaveURL(new RegExp(`/dashboard\\?tab=${tab}$`));
  }

  stat(name: StatName): Locator {
    return this.page.getByTestId(`stat-${name}`).getByTestId('stat-value');
  }

  action(text: string): Locator {
    return this.planCard.getByRole('checkbox', { name: text, exact: true });
  }

  /** Update Progress, tick the given actions, Save. */
  async checkOff(texts: string[]) {
    await this.planCard.getByRole('button', { name: 'Update Progress' }).click();
    for (const text of texts) await this.action(text).check();
    await this.planCard.getByRole('button', { name: 'Save', exact: true }).click();
  }

  historyEntry(index: number): Locator {
    return this.historyEntries.nth(index);
  }

  profileField(label: 'Bio' | 'Current focus' | 'Preferred meeting time' | 'Goals'): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  get maturity(): Locator {
    return this.page.getByLabel('Spiritual maturity');
  }

  async saveProfile() {
    await this.page.getByRole('button', { name: 'Save Profile' }).click();
  }
}
