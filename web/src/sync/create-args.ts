import type { Goal, Task } from '@reign/contract';

/** The arguments of a goal.create that makes this goal row again. */
export function goalCreateArgs(goal: Goal) {
  const { id, title, description, category, season, priority, targetDate } = goal;
  return { id, title, description, category, season, priority, targetDate };
}

/** The arguments of a task.create that makes this task row again, scheduled on `scheduledDate`. */
export function taskCreateArgs(task: Task, scheduledDate: string) {
  const { id, goalId, title, description, category, priority, dueDate } = task;
  const { estimatedMinutes, aiSuggested, reasoning } = task;
  return {
    id,
    goalId,
    title,
    description,
    category,
    priority,
    scheduledDate,
    dueDate,
    estimatedMinutes,
    aiSuggested,
    reasoning,
  };
}
