/**
 * The code a signed-in person's first offline edit needs, fetched while the page is idle: on a new
 * browser the service worker takes a while to precache the app, and until it has, a part that was
 * never loaded cannot load offline. The writes themselves first (so a save never waits for code),
 * then the toasts' host, the goals', tasks' and prayers' screens with their dialogs, and the
 * wizard's later steps with what their save uses. Each is the module a lazy import names, so it
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

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
};

let started = false;

/** Starts warming once per page; what fails (offline meanwhile) is tried again once online. */
export function warmForOffline(): void {
  if (started || !import.meta.env.PROD) return;
  started = true;
  const failed: (() => Promise<unknown>)[] = [];
  const run = (list: (() => Promise<unknown>)[], i = 0) => {
    const load = list[i];
    if (!load) {
      if (failed.length > 0) window.addEventListener('online', () => run(failed.splice(0)), { once: true });
      return;
    }
    whenIdle(() => {
      load()
        .catch(() => failed.push(load))
        .finally(() => run(list, i + 1));
    });
  };
  // after the page has loaded, one import per idle moment, so no start-up task grows
  const start = () => run(WARM);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
