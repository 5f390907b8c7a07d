import { lazyPart } from '../../ui/LazyPart';

// The dialog and the tab load on first render (under a Suspense boundary): the overview imports
// this feature for today's tasks, and evaluating the form's code with it was part of the
// dashboard's longest start-up task (docs/performance.md).
export const TaskDialog = lazyPart(async () => ({ default: (await import('./TaskDialog')).TaskDialog }));
export const TasksTab = lazyPart(async () => ({ default: (await import('./TasksTab')).TasksTab }));
export { TaskCheck } from './TaskCheck';
export type { TaskDialogProps } from './TaskDialog';
export { taskPriorityLabel, taskPriorityOptions } from './task-format';
export { todaysTasks } from './task-lists';
export { useOptimisticDone } from './use-optimistic-done';
export { useTaskActions } from './use-task-actions';
