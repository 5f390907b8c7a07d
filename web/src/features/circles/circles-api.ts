import { type CircleJoinBody, type CircleRole, circleRoutes } from '@reign/contract/circles';
import { callApi } from '../../api';

// Circles (issue 52) are held by the server for now: every read and write is a call of its routes.

export const fetchCircles = () => callApi(circleRoutes.listCircles);
export const fetchCircle = (id: string) => callApi(circleRoutes.getCircle, { params: { id } });
export const fetchInvites = (id: string) => callApi(circleRoutes.listCircleInvites, { params: { id } });

export const createCircle = (name: string) => callApi(circleRoutes.createCircle, { body: { name } });
/** Join by a typed code or a link's token (already a member: the circle as it is). */
export const joinCircle = (body: CircleJoinBody) => callApi(circleRoutes.joinCircle, { body });
export const renameCircle = (id: string, name: string) =>
  callApi(circleRoutes.renameCircle, { params: { id }, body: { name } });
export const deleteCircle = (id: string) => callApi(circleRoutes.deleteCircle, { params: { id } });
export const leaveCircle = (id: string) => callApi(circleRoutes.leaveCircle, { params: { id } });

/** A new invitation: its code and its link's token come only in this answer. */
export const makeInvite = (id: string, days: number) =>
  callApi(circleRoutes.createCircleInvite, { params: { id }, body: { days } });
export const revokeInvite = (id: string, inviteId: string) =>
  callApi(circleRoutes.revokeCircleInvite, { params: { id, inviteId } });

export const setMemberRole = (id: string, userId: number, role: CircleRole) =>
  callApi(circleRoutes.setCircleMemberRole, { params: { id, userId }, body: { role } });
export const removeMember = (id: string, userId: number) =>
  callApi(circleRoutes.removeCircleMember, { params: { id, userId } });
