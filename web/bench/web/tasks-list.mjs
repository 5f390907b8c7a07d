// The My Tasks figures of `pnpm bench` (issue 17): an account with N tasks (10 and 1,000), signed
// in a real Chromium, its tasks synced to the device; then, in the page, the time from a click to
// the next painted frame for (1) opening the My Tasks tab and (2) ticking one task until it shows
// among the completed ones. Medians of several runs. A benchmark, not a test.
import { randomUUID } from 'node:crypto';
import { HOME_ZONE, median } from './common.mjs';

const PUSH_BATCH = 200;
export const TASKS_TARGET_MS = 100;

/** A new account with `count` open tasks, made through sync push; answers its session cookie. */
async function accountWithTasks(base, count) {
  const username = `bench_t${count}_${Date.now().toString(36)}`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const clientId = `bench-${randomUUID()}`;
  for (let start = 0; start < count; start += PUSH_BATCH) {
    const mutations = [];
    for (let i = start; i < Math.min(count, start + PUSH_BATCH); i += 1) {
      const day = String((i % 28) + 1).padStart(2, '0');
      mutations.push({
        seq: i + 1,
        id: randomUUID(),
        name: 'task.create',
        args: { id: randomUUID(), title: `Task ${i + 1}`, scheduledDate: `2099-03-${day}` },
      });
    }
    const push = await fetch(`${base}/api/sync/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({ clientId, schemaVersion: 1, mutations }),
    });
    if (!push.ok) throw new Error(`push answered ${push.status}: ${await push.text()}`);
  }
  return cookie;
}

/** In the page: click `selector`, then wait for `done()` to hold and one more frame; the ms taken. */
function clickAndTime([selector, doneCheck]) {
  const done = new Function(`return (${doneCheck})`)();
  return new Promise((resolve, reject) => {
    const target = document.querySelector(selector);
    if (!target) {
      reject(new Error(`nothing matches ${selector}`));
      return;
    }
    const start = performance.now();
    target.click();
    const tick = () => {
      if (done()) requestAnimationFrame(() => resolve(performance.now() - start));
      else if (performance.now() - start > 30_000) reject(new Error(`timed out after ${selector}`));
      else requestAnimationFrame(tick);
    };
    tick();
  });
}

const TASKS_TAB = '[role="tab"][id$="tab-tasks"]';
const OVERVIEW_TAB = '[role="tab"][id$="tab-overview"]';
const tasksShown = '() => document.querySelector(\'[data-testid="task-item"]\') !== null';
const overviewShown = '() => document.querySelector(\'[data-testid="task-item"]\') === null';

/** Opening My Tasks and ticking one task, with `count` tasks; medians over `runs`. */
async function measureOne(browser, base, count, runs) {
  const cookie = await accountWithTasks(base, count);
  const [name, value] = cookie.split('=');
  const context = await browser.newContext({ serviceWorkers: 'block', timezoneId: HOME_ZONE });
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/dashboard?tab=tasks`);
  // every task on the device (synced) and the tab's code loaded
  await page.getByText(`To Do (${count})`).waitFor({ timeout: 120_000 });
  const open = [];
  const tick = [];
  for (let i = 0; i < runs; i += 1) {
    await page.evaluate(clickAndTime, [OVERVIEW_TAB, overviewShown]);
    await page.waitForTimeout(200);
    open.push(await page.evaluate(clickAndTime, [TASKS_TAB, tasksShown]));
    await page.waitForTimeout(200);
    const done = `() => document.querySelector('ul[aria-label="Completed tasks"]')?.textContent.includes('Completed (${i + 1})') || document.body.textContent.includes('Completed (${i + 1})')`;
    tick.push(
      await page.evaluate(clickAndTime, [
        'ul[aria-label="Open tasks"] li:first-child input[type="checkbox"]',
        done,
      ]),
    );
    await page.waitForTimeout(300);
  }
  await context.close();
  return { count, open: median(open), tick: median(tick), openRuns: open, tickRuns: tick };
}

/** d. My Tasks with 10 and with 1,000 tasks. */
export async function measureTasksTab(browser, base, runs = 5) {
  const small = await measureOne(browser, base, 10, runs);
  const large = await measureOne(browser, base, 1000, runs);
  return { small, large };
}

/** The table rows of the figures. */
export function tasksRows({ small, large }) {
  const ms = (v) => `${v.toFixed(0)} ms`;
  const met = (v) => (v < TASKS_TARGET_MS ? 'yes' : 'no');
  return [
    ['My Tasks: open, 10 tasks (median)', ms(small.open), '-', '-'],
    ['My Tasks: open, 1,000 tasks (median)', ms(large.open), `< ${TASKS_TARGET_MS} ms`, met(large.open)],
    ['My Tasks: tick one, 10 tasks (median)', ms(small.tick), '-', '-'],
    ['My Tasks: tick one, 1,000 tasks (median)', ms(large.tick), `< ${TASKS_TARGET_MS} ms`, met(large.tick)],
  ];
}
