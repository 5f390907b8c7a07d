import { lazyPart } from '../../ui/LazyPart';

// The dialogs and the tab load on first render (under a Suspense boundary): the overview and the
// wizard import this feature for its gate, and evaluating the forms' code and schemas with it was
// part of the dashboard's longest start-up task (docs/performance.md).
export const CreateGoalDialog = lazyPart(async () => ({
  default: (await import('./CreateGoalDialog')).CreateGoalDialog,
}));
export const GoalsTab = lazyPart(async () => ({ default: (await import('./GoalsTab')).GoalsTab }));
export type { CreateGoalDialogProps } from './CreateGoalDialog';
export { useNewGoalGate } from './use-new-goal-gate';
