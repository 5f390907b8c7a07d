// The rewards module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { noteAccountAddress } from './address-repository';
export { default as giveawayAdminRoutes } from './giveaway-admin-routes';
export { notePlanSaved } from './plan-earning-service';
export { default as pointsAdminRoutes } from './points-admin-routes';
export { recordReferral } from './referral-service';
export { default as rewardRoutes } from './routes';
