import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * The network of one browser context, and what the app shows about it. Offline means both
 * `setOffline(true)` and every /api request aborted at the context (which also sees the service
 * worker's own requests): setOffline alone does not stop a worker's fetches in every case.
 */
export class Network {
  constructor(readonly context: BrowserContext) {}

  async goOffline() {
    await this.context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await this.context.setOffline(true);
  }

  async goOnline() {
    await this.context.unroute('**/api/**');
    await this.context.setOffline(false);
  }
}

/** The header's sync status button (its accessible name is 'Sync: <state>'). */
export function syncStatus(page: Page): Locator {
  return page.getByRole('banner').getByTestId('sync-status');
}

/** Waits until the service worker controls the page, then reloads once through it (caching the account). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
}
