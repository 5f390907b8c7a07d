/**
 * The code a signed-in person's first offline edit needs, fetched while the page is idle: on a new
 * browser the service worker takes a while to precache the app, and until it has, a part that was
 * never loaded cannot load offline: the writes themselves (so a save never waits for code), the
 * toasts' host, the goals', tasks' and prayers' screens with their dialogs, and the wizard's later
 * steps with what their save uses. Each is the module a lazy import names, so it
 * is that import's chunk. None of it is on a guest's first load (SignedInControls starts it).
 * The service worker precaches these chunks first, read from this list by the build
 * (build/precache-order.ts): keep each a literal `import('…')`.
 */
const WARM: (() => Promise<unknown>)[] = [
  () => import('../data/mutations'),
  () => import('./NotificationsHost'),
  () => import('../features/goals/GoalsTab'),
  () => import('../features/goals/CreateGoalDialog'),
  () => import('../features/tasks/TasksTab'),
  () => import('../features/tasks/TaskDialog'),
  () => import('../features/dashboard/DashboardPage'),
  () => import('../features/prayers/PrayersPage'),
  () => import('../features/wizard/steps/LaterStep'),
  () => import('../features/wizard/priorities-form'),
  () => import('../data/ai'),
  () => import('../ui/ConfirmDialog'),
];

let started = false;

/** Fetches `list`; what fails (the device went offline meanwhile) is fetched again once online. */
async function warm(list: (() => Promise<unknown>)[]): Promise<void> {
  const failed: (() => Promise<unknown>)[] = [];
  await Promise.all(list.map((load) => load().catch(() => failed.push(load))));
  if (failed.length > 0) addEventListener('online', () => void warm(failed), { once: true });
}

/**
 * Starts warming, once per page: when the page has loaded and the browser is next idle, every
 * import at once (each module is evaluated in a task of its own as it arrives).
 */
export function warmForOffline(): void {
  if (started || !import.meta.env.PROD) return;
  started = true;
  const start = () => {
    const run = () => void warm(WARM);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 50);
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
