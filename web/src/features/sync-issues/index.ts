export { describeRejected, needsMembership } from './describe';
export { useMembershipOffer } from './use-membership-offer';
