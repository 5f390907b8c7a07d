export { describeRejected, isGoalOverLimit } from './describe';
export { RejectedDialog } from './RejectedDialog';
