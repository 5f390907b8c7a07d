import { prayerWallRoutes, type WallReportBody, type WallRequestBody } from '@reign/contract/prayer-wall';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';
import { routeKey } from '../../api/query-client';

// The church prayer wall (issue 52) is the server's alone: every read and write is a call of its routes.

export const wallKeys = {
  wall: routeKey(prayerWallRoutes.getPrayerWall),
  mine: routeKey(prayerWallRoutes.listMyWallRequests),
};

export const postWallRequest = (body: WallRequestBody) => callApi(prayerWallRoutes.postWallRequest, { body });
export const deleteWallRequest = (id: string) =>
  callApi(prayerWallRoutes.deleteWallRequest, { params: { id } });
export const reportWallRequest = (id: string, body: WallReportBody) =>
  callApi(prayerWallRoutes.reportWallRequest, { params: { id }, body });
/** 'I prayed': `tapId` is the tap's own (the same when a failed one is sent again: it counts once). */
export const prayForWallRequest = (id: string, tapId: string) =>
  callApi(prayerWallRoutes.prayForWallRequest, { params: { id }, body: { tapId } });

/** The open wall's requests (none on a closed wall). */
export const useWall = () =>
  useQuery({ queryKey: wallKeys.wall, queryFn: () => callApi(prayerWallRoutes.getPrayerWall) });

/** My own requests, with where each stands. */
export const useMyWallRequests = () =>
  useQuery({ queryKey: wallKeys.mine, queryFn: () => callApi(prayerWallRoutes.listMyWallRequests) });
