/** A task is overdue when open and its date (due date, else scheduled date) is before today. */
export function isTaskOverdue(
  task: { completedAt: string | null; dueDate: string | null; scheduledDate: string | null },
  today: string,
): boolean {
  const date = task.dueDate ?? task.scheduledDate;
  return !task.completedAt && date !== null && date < today;
}

/** A goal is completed at 100 percent, and overdue when its target date has passed under 100. */
export function isGoalCompleted(goal: { progressPercentage: number }): boolean {
  return goal.progressPercentage >= 100;
}
export function isGoalOverdue(
  goal: { progressPercentage: number; targetDate: string },
  today: string,
): boolean {
  return goal.progressPercentage < 100 && goal.targetDate < today;
}

/** Tasks within a goal: due date ascending, undated last, ties by newest (created later first). */
export function compareGoalTasks(
  a: { dueDate: string | null; createdAt: string; id: string },
  b: { dueDate: string | null; createdAt: string; id: string },
): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : -1;
}
