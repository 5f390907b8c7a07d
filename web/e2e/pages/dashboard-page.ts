import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

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

/**
 * Saves today's plan through the API, as another device would: the given verse, priorities Family
 * and Work, and one action, 'Call Mum'.
 */
export async function saveTodaysPlan(
  request: APIRequestContext,
  verse: { verse: string; verseReference: string; verseReflection: string },
) {
  const saved = await request.post('/api/entries', {
    data: {
      date: centralToday(),
      ...verse,
      priorities: ['Family', 'Work'],
      actionSteps: [{ priority: 'Family', actions: ['Call Mum'] }],
      challenges: '',
      encouragement: '',
    },
  });
  expect(saved.ok()).toBe(true);
}

/** /dashboard: the frame (stats, season, tabs), the overview's plan card, the profile and the history. */
export class DashboardPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { name: 'My Dashboard', level: 1 });
  readonly seasonBadge = this.page.getByTestId('season-badge');
  readonly planCard = this.page.getByRole('region', { name: "Today's Action Plan" });
  readonly historyEntries = this.page.getByTestId('history-entry');
  readonly searchBox = this.page.getByRole('textbox', { name: 'Search' });
  readonly monthSelect = this.page.getByLabel('Month', { exact: true });
  readonly sortSelect = this.page.getByLabel('Sort by');

  tab(name: DashboardTabName): Locator {
    return this.page.getByRole('tab', { name: TAB_LABELS[name] });
  }

  async goto(tab?: DashboardTabName) {
    await this.page.goto(tab ? `/dashboard?tab=${tab}` : '/dashboard');
    await expect(this.heading).toBeVisible();
    await expect(this.tab(tab ?? 'overview')).toHaveAttribute('aria-selected', 'true');
    await this.ready();
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
