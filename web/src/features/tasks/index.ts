export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ListSkeleton } from './ListSkeleton';
export { TaskDialog, type TaskDialogProps } from './TaskDialog';
export { TasksTab } from './TasksTab';
export { capitalize, formatDate, taskPriorityLabel } from './task-format';
export { useOptimisticDone } from './use-optimistic-done';
export { useTaskActions } from './use-task-actions';
