import { routes } from '@reign/contract';
import { useQuery } from '@tanstack/react-query';
import { routeKey } from '../../api/query-client';
import { fetchAchievements, fetchGiveawayEntries, fetchGiveaways, fetchReferralStats } from './rewards-api';

/** Share The Word's reads (TanStack Query keys: the API path). */
export const rewardsKeys = {
  referralStats: routeKey(routes.referralStats),
  giveaways: routeKey(routes.giveaways),
  giveawayEntries: routeKey(routes.userGiveawayEntries),
  achievements: routeKey(routes.userAchievements),
};

export const useReferralStats = () =>
  useQuery({ queryKey: rewardsKeys.referralStats, queryFn: fetchReferralStats });
export const useGiveaways = () => useQuery({ queryKey: rewardsKeys.giveaways, queryFn: fetchGiveaways });
export const useGiveawayEntries = () =>
  useQuery({ queryKey: rewardsKeys.giveawayEntries, queryFn: fetchGiveawayEntries });
export const useAchievements = () =>
  useQuery({ queryKey: rewardsKeys.achievements, queryFn: fetchAchievements });
