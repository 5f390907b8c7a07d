export { describeRejected, needsMembership } from './describe';
export { RejectedDialog } from './RejectedDialog';
export { useMembershipOffer } from './use-membership-offer';
