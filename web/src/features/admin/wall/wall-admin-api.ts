import { prayerWallAdminRoutes, type WallSettings } from '@reign/contract/prayer-wall';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api';
import { routeKey } from '../../../api/query-client';

// Moderating the church prayer wall (issue 52): the administrator's reads and writes.

export const wallAdminKeys = {
  settings: routeKey(prayerWallAdminRoutes.getWallSettings),
  queue: routeKey(prayerWallAdminRoutes.getWallQueue),
};

export const useWallSettings = () =>
  useQuery({
    queryKey: wallAdminKeys.settings,
    queryFn: () => callApi(prayerWallAdminRoutes.getWallSettings),
  });
export const useWallQueue = () =>
  useQuery({ queryKey: wallAdminKeys.queue, queryFn: () => callApi(prayerWallAdminRoutes.getWallQueue) });

export const saveWallSettings = (body: WallSettings) =>
  callApi(prayerWallAdminRoutes.setWallSettings, { body });

export type WallAction = 'approve' | 'reject' | 'keep' | 'remove';
const ACTION_ROUTES = {
  approve: prayerWallAdminRoutes.approveWallRequest,
  reject: prayerWallAdminRoutes.rejectWallRequest,
  keep: prayerWallAdminRoutes.keepWallRequest,
  remove: prayerWallAdminRoutes.removeWallRequest,
} as const;

export const moderateWallRequest = (id: string, action: WallAction) =>
  callApi(ACTION_ROUTES[action], { params: { id } });
