import type { Page } from '@playwright/test';

/** Console errors and warnings (React's hydration mismatches among them) and uncaught errors. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    // Playwright's own notice when a spec blocks service workers is not the page's
    if ((type === 'error' || type === 'warning') && !message.text().includes('blocked by Playwright')) {
      problems.push(`${type}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The page's layout shifts so far, summed, after waiting `settleMs` for late ones. */
export function layoutShifts(page: Page, settleMs: number): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), ms);
      }),
    settleMs,
  );
}

/** Today's answer, as the server renders it into the first bytes of /. */
export async function todayScripture(page: Page): Promise<{ verse: string; reference: string }> {
  const answer = await (await page.request.get('/api/today-scripture')).json();
  return { verse: answer.verse || answer.text, reference: answer.reference };
}

/** Holds the app's entry script until the returned function is called: the page is the server's HTML alone. */
export async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
