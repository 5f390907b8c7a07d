// c. Offline: how long today's verse on / takes to show from the service worker, against a static
// precached page served by the same worker.
import { HOME_ZONE, median, PROBE, PROBE_PATH, runs, VERSE } from './common.mjs';

/** Records, in the page, when an element named by one of the selectors is first visible with text. */
function visibleProbe(selectors) {
  const tick = () => {
    for (const selector of selectors) {
      const el = document.querySelector(selector);
      if (el?.textContent?.trim() && el.getBoundingClientRect().height > 0) {
        window.__benchVisibleAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** c. Offline: today's verse on / against the static probe page, both from the service worker. */
export async function measureOffline(browser, base) {
  const context = await browser.newContext({ timezoneId: HOME_ZONE });
  await context.addInitScript(visibleProbe, [VERSE, PROBE]);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  // Once more through the worker, so today's scripture is in its runtime cache as well.
  const online = await page.reload();
  if (!online?.fromServiceWorker()) throw new Error('the online reload did not come from the service worker');
  await page.locator(VERSE).waitFor({ state: 'visible', timeout: 30_000 });

  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);

  const time = async (path) => {
    const response = await page.goto(`${base}${path}`);
    if (!response?.fromServiceWorker())
      throw new Error(`${path} offline did not come from the service worker`);
    await page.waitForFunction(() => window.__benchVisibleAt !== undefined, null, { timeout: 30_000 });
    return page.evaluate(() => window.__benchVisibleAt);
  };
  // One unmeasured visit of each, then alternate so noise falls on both alike.
  await time('/');
  await time(PROBE_PATH);
  const verse = [];
  const probe = [];
  for (let i = 0; i < runs; i += 1) {
    verse.push(await time('/'));
    probe.push(await time(PROBE_PATH));
  }
  await context.close();
  return { verse, probe, verseMedian: median(verse), probeMedian: median(probe) };
}
