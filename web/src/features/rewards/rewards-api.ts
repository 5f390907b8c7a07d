import { giveawayRoutes } from '@reign/contract/giveaways';
import { rewardRoutes } from '@reign/contract/rewards';
import { callAllPages, callApi } from '../../api';

export const fetchReferralStats = () => callApi(rewardRoutes.referralStats);
export const fetchGiveaways = () => callApi(giveawayRoutes.giveaways);
/** Every entry of the user (the list is paged; the rewards page shows it whole). */
export const fetchGiveawayEntries = () => callAllPages(giveawayRoutes.userGiveawayEntries);
export const fetchAchievements = () => callApi(rewardRoutes.userAchievements);
export const enterGiveaway = (giveawayId: number, pointsSpent: number) =>
  callApi(giveawayRoutes.enterGiveaway, { body: { giveawayId, pointsSpent } });
