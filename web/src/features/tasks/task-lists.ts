import type { Task } from '@reign/contract';

/** The date a task is for: its due date, else its scheduled date. */
function taskDate(task: Pick<Task, 'dueDate' | 'scheduledDate'>): string | null {
  return task.dueDate ?? task.scheduledDate;
}

/** Open tasks: earliest date first, undated last, ties by newest. */
export function compareOpenTasks(a: Task, b: Task): number {
  const da = taskDate(a);
  const db = taskDate(b);
  if (da !== db) {
    if (da === null) return 1;
    if (db === null) return -1;
    return da < db ? -1 : 1;
  }
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : -1;
}

/** Completed tasks: most recently completed first. */
export function compareCompletedTasks(a: Task, b: Task): number {
  const ca = a.completedAt ?? '';
  const cb = b.completedAt ?? '';
  if (ca !== cb) return ca < cb ? 1 : -1;
  return a.id < b.id ? 1 : -1;
}

export function splitTasks(tasks: readonly Task[]): { open: Task[]; completed: Task[] } {
  const open: Task[] = [];
  const completed: Task[] = [];
  for (const task of tasks) (task.completedAt ? completed : open).push(task);
  open.sort(compareOpenTasks);
  completed.sort(compareCompletedTasks);
  return { open, completed };
}

/**
 * The overview's 'Today's Tasks' (issue 15): open tasks due or scheduled today or overdue (`now`),
 * then the other open tasks, the soonest first (`upcoming`). Completed tasks are not listed.
 */
export function todaysTasks(tasks: readonly Task[], today: string): { now: Task[]; upcoming: Task[] } {
  const { open } = splitTasks(tasks);
  const isNow = (t: Task) => {
    const date = taskDate(t);
    return (date !== null && date <= today) || t.scheduledDate === today || t.dueDate === today;
  };
  return { now: open.filter(isNow), upcoming: open.filter((t) => !isNow(t)) };
}
