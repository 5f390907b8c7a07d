// The rewards module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { noteAccountAddress } from './address-repository';
export { notePlanSaved, noteReadingDay } from './earning-day-service';
export { default as giveawayAdminRoutes } from './giveaway-admin-routes';
export { default as pointsAdminRoutes } from './points-admin-routes';
export { recordReferral } from './referral-service';
export { default as rewardRoutes } from './routes';
