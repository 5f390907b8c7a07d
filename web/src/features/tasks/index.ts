export { TaskCheck } from './TaskCheck';
export { TaskDialog, type TaskDialogProps } from './TaskDialog';
export { TasksTab } from './TasksTab';
export { TASK_PRIORITY_OPTIONS, taskPriorityLabel } from './task-format';
export { todaysTasks } from './task-lists';
export { useOptimisticDone } from './use-optimistic-done';
export { useTaskActions } from './use-task-actions';
