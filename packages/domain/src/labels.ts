/**
 * Priority labels. The spec has two readings for goals; Reign uses the first ('Critical') on the
 * goal cards and in the goal form, and the task reading for tasks (docs/decisions.md).
 */
export const GOAL_PRIORITY_LABELS: Record<number, string> = {
  1: 'Low',
  2: 'Medium-Low',
  3: 'Medium',
  4: 'High',
  5: 'Critical',
};
/** The second reading of goal priorities in the spec (another goal screen). */
export const GOAL_PRIORITY_LABELS_ALT: Record<number, string> = {
  1: 'Low',
  2: 'Medium-Low',
  3: 'Medium',
  4: 'Medium-High',
  5: 'High',
};
export const TASK_PRIORITY_LABELS: Record<number, string> = {
  1: 'Low',
  2: 'Below Average',
  3: 'Medium',
  4: 'High',
  5: 'Urgent',
};
export const SPIRITUAL_MATURITY_LABELS = {
  beginner: 'New Believer',
  growing: 'Growing in Faith',
  mature: 'Mature Believer',
  leader: 'Spiritual Leader',
} as const;
export const QUICK_PROGRESS_STEPS = [25, 50, 75, 100] as const;
/** A free member may keep this many goals; paid members have no limit. */
export const FREE_GOAL_LIMIT = 1;
/** The completed-task list shows this many, then 'And N more completed tasks...'. */
export const COMPLETED_TASKS_SHOWN = 5;
