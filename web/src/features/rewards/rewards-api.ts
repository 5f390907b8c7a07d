import { giveawayRoutes } from '@reign/contract/giveaways';
import { rewardRoutes } from '@reign/contract/rewards';
import { callApi } from '../../api';

export const fetchReferralStats = () => callApi(rewardRoutes.referralStats);
export const fetchGiveaways = () => callApi(giveawayRoutes.giveaways);
export const fetchGiveawayEntries = () => callApi(giveawayRoutes.userGiveawayEntries);
export const fetchAchievements = () => callApi(rewardRoutes.userAchievements);
export const enterGiveaway = (giveawayId: number, pointsSpent: number) =>
  callApi(giveawayRoutes.enterGiveaway, { body: { giveawayId, pointsSpent } });
