export { CreateGoalDialog, type CreateGoalDialogProps } from './CreateGoalDialog';
export { EditGoalDialog, type EditGoalDialogProps } from './EditGoalDialog';
export { GoalsTab } from './GoalsTab';
export { goalPriorityLabel } from './goal-format';
export { UPGRADE_REQUIRED_MESSAGE, useNewGoalGate } from './use-new-goal-gate';
