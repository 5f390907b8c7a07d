import { type BrowserContext, expect, type Page } from '@playwright/test';
import { signIn } from '../fixtures/member';
import { Network, syncStatus, waitForServiceWorker } from './network';
import { WizardPage } from './wizard-page';

// Walks of the daily plan that several specs share: a second device, a quick plan, the saved plans.

export interface SavedEntry {
  id: string;
  date: string;
  priorities: string[];
}

export async function savedEntries(page: Page): Promise<SavedEntry[]> {
  const response = await page.request.get('/api/entries/user');
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedEntry[];
}

/**
 * A second browser context of the same member, signed in, the worker in control; `userAgent` makes
 * it another kind of device (its sync pushes name it).
 */
export async function otherDevice(
  page: Page,
  username: string,
  setUp?: (context: BrowserContext) => Promise<unknown>,
  { userAgent }: { userAgent?: string } = {},
) {
  const context = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin, ...(userAgent ? { userAgent } : {}) });
  if (!context) throw new Error('no browser');
  await setUp?.(context);
  const other = await context.newPage();
  await signIn(other, username);
  await waitForServiceWorker(other);
  return { context, page: other };
}

/** The wizard from Renew to Save & Reign with three typed priorities and two typed actions for the first. */
export async function quickPlan(page: Page, priorities: [string, string, string], actions: [string, string]) {
  const wizard = new WizardPage(page);
  await wizard.expectStep('Renew Your Mind');
  await wizard.next('Establish Priorities');
  for (const [i, text] of priorities.entries()) await wizard.priority((i + 1) as 1 | 2 | 3).fill(text);
  await wizard.next('Initiate Bold Action');
  for (const action of actions) await wizard.addAction(priorities[0], action);
  await wizard.next('Grow with Grit');
  await wizard.next('Navigate in Faith');
  await expect(wizard.prayer.getByRole('status')).toHaveCount(0);
  await wizard.saveButton.click();
  await wizard.closeMoment();
}

const SYNCED = /^Sync: Synced \d/;

/** Waits until each page's header says it has synced. */
export async function allSynced(...pages: Page[]) {
  for (const p of pages) await expect(syncStatus(p)).toHaveAccessibleName(SYNCED, { timeout: 20_000 });
}

/** The member's phone (`page`, the worker in control) and a laptop (a second context), both on `/` and synced. */
export async function phoneAndLaptop(page: Page, username: string) {
  await page.goto('/');
  await waitForServiceWorker(page);
  const laptop = await otherDevice(page, username);
  await laptop.page.goto('/');
  await allSynced(page, laptop.page);
  const networks = [new Network(page.context()), new Network(laptop.context)];
  /** Both devices off the network (both contexts' requests refused) or back on it. */
  const setOnline = async (online: boolean) => {
    for (const n of networks) await (online ? n.goOnline() : n.goOffline());
  };
  return { laptop, devices: [page, laptop.page], setOnline };
}
