import { routes } from '@reign/contract';
import { callRoute } from '../../sync/api';

export const fetchReferralStats = () => callRoute(routes.referralStats);
export const fetchGiveaways = () => callRoute(routes.giveaways);
export const fetchGiveawayEntries = () => callRoute(routes.userGiveawayEntries);
export const fetchAchievements = () => callRoute(routes.userAchievements);
export const enterGiveaway = (giveawayId: number, pointsSpent: number) =>
  callRoute(routes.enterGiveaway, { giveawayId, pointsSpent });
