export { ConflictsButton } from './ConflictsButton';
export { describeRejected, needsMembership } from './describe';
export { PlanConflictNotice } from './PlanConflictNotice';
export { useMembershipOffer } from './use-membership-offer';
