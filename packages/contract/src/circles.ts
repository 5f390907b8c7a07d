import * as z from 'zod/mini';
import { checked } from './checked';
import { idParams, okResponse, timestamp, uuid } from './common';
import { intBetween, requiredText } from './fields';
import { del, get, post, put, routeTable } from './route-builder';

// Circles (issue 52): a family, a small group or a church whose members pray and read together.
// Only members read a circle; anyone else (former members and the administrator too) gets 404.

export const CIRCLE_ROLES = ['leader', 'member'] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];

export const CIRCLE_NAME_MAX = 60;
/** How long an invitation lasts: `default` days unless its leader chooses from `min` to `max`. */
export const INVITE_DAYS = { default: 7, min: 1, max: 30 } as const;
/**
 * An invitation's code for typing: 10 characters of Crockford's base32 (no I, L, O or U, so nothing
 * looks like anything else), about 50 bits, shown grouped as ABCDE-FGHJK.
 */
export const INVITE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITE_CODE_LENGTH = 10;
/** An invitation link's token: 24 random bytes (192 bits) as base64url. */
export const INVITE_TOKEN_LENGTH = 32;

const count = (n: number) => n.toLocaleString('en-US');

export const circleMessages = {
  name: 'Give the circle a name',
  nameTooLong: `Keep the name to ${CIRCLE_NAME_MAX} characters or fewer`,
  notFound: 'Circle not found.',
  leadersOnly: 'Only a leader of this circle can do this.',
  memberNotFound: 'That person is not a member of this circle.',
  inviteNotFound: 'Invitation not found.',
  /** an unknown, expired or revoked invitation alike: never which */
  inviteNotValid: 'This invitation is not valid or has expired.',
  code: 'Enter the 10-character code, like ABCDE-FGHJK',
  link: 'This invitation link is not complete. Open or copy the whole link.',
  codeOrLink: 'Send the invitation code or its link',
  days: `Choose from ${INVITE_DAYS.min} to ${INVITE_DAYS.max} days`,
  role: 'Choose a role: leader or member',
  lastLeader: 'A circle needs a leader. Make another member a leader first.',
  tooManyCircles: ({ limit }: { limit: number }) =>
    `You are in ${count(limit)} circles, the most one person can be in. Leave one to join another.`,
  full: ({ limit }: { limit: number }) =>
    `This circle has ${count(limit)} members, the most a circle can have.`,
  tooManyInvites: ({ limit }: { limit: number }) =>
    `This circle has ${count(limit)} open invitations, the most it can have. Revoke one to make another.`,
  deleted: 'Circle deleted.',
  left: 'You left the circle.',
  removed: 'Removed from the circle.',
  revoked: 'Invitation revoked.',
} as const;

/**
 * A typed code as the server looks it up: spaces and hyphens dropped, upper case, and Crockford's
 * look-alikes read as the digits they stand for (O as 0, I and L as 1).
 */
export function normalInviteCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A code as typed: 10 letters or digits (U is none of Crockford's), any case, spaces or hyphens anywhere. */
const inviteCode = z.pipe(
  checked(
    z.string({ error: circleMessages.code }),
    z.maxLength(40, circleMessages.code),
    z.regex(/^[\s-]*(?:[0-9a-tv-z][\s-]*){10}$/i, circleMessages.code),
  ),
  z.transform(normalInviteCode),
);
const inviteToken = checked(
  z.string({ error: circleMessages.link }),
  z.regex(new RegExp(`^[A-Za-z0-9_-]{${INVITE_TOKEN_LENGTH}}$`), circleMessages.link),
);
const role = z.enum(CIRCLE_ROLES, { error: circleMessages.role });

/** POST /api/circles and PUT /api/circles/{id}: the circle's name, trimmed. */
export const circleNameBody = z.strictObject({
  name: requiredText(circleMessages.name, CIRCLE_NAME_MAX, circleMessages.nameTooLong),
});
export type CircleNameBody = z.input<typeof circleNameBody>;

/** POST /api/circles/{id}/invites: how many days the invitation lasts (INVITE_DAYS.default unless given). */
export const circleInviteBody = z.strictObject({
  days: z._default(intBetween(INVITE_DAYS.min, INVITE_DAYS.max, circleMessages.days), INVITE_DAYS.default),
});
export type CircleInviteBody = z.input<typeof circleInviteBody>;

/** POST /api/circles/join: the typed code, or the link's token; one of them. */
export const circleJoinBody = checked(
  z.strictObject({ code: z.optional(inviteCode), token: z.optional(inviteToken) }),
  z.refine((v) => (v.code === undefined) !== (v.token === undefined), circleMessages.codeOrLink),
);
export type CircleJoinBody = z.input<typeof circleJoinBody>;

/** PUT /api/circles/{id}/members/{userId}: a leader makes a member a leader, or a leader a member. */
export const circleRoleBody = z.strictObject({ role });
export type CircleRoleBody = z.input<typeof circleRoleBody>;

export const circleInviteParams = z.strictObject({ id: uuid, inviteId: uuid });
export const circleMemberParams = z.strictObject({
  id: uuid,
  userId: checked(z.coerce.number(), z.int(), z.positive()),
});

/** A circle in the list of mine. `version` is the circle's counter (bumped by every write to its rows). */
export const circleSummary = z.object({
  id: uuid,
  name: z.string(),
  /** my role in it */
  role,
  memberCount: z.int(),
  version: z.number(),
});
export type CircleSummary = z.infer<typeof circleSummary>;

/** A member as the others see them: their display name, else their username. */
export const circleMember = z.object({
  userId: z.int(),
  name: z.string(),
  role,
  joinedAt: timestamp,
});
export type CircleMember = z.infer<typeof circleMember>;

/** One circle with its members, longest-standing first (members only). */
export const circleDetail = z.object({
  ...circleSummary.shape,
  createdAt: timestamp,
  updatedAt: timestamp,
  members: z.array(circleMember),
});
export type CircleDetail = z.infer<typeof circleDetail>;

/** A live invitation as its circle's leaders list it: its secrets are shown once, when it is made. */
export const circleInvite = z.object({
  id: uuid,
  createdAt: timestamp,
  expiresAt: timestamp,
  /** how many people joined through it */
  uses: z.int(),
});
export type CircleInvite = z.infer<typeof circleInvite>;

/** A new invitation with its code (grouped ABCDE-FGHJK) and its link's token, never shown again. */
export const circleInviteMade = z.object({
  ...circleInvite.shape,
  code: z.string(),
  token: z.string(),
});
export type CircleInviteMade = z.infer<typeof circleInviteMade>;

/** A circle the person is in, as their account export lists it. */
export const circleMembership = z.object({
  id: uuid,
  name: z.string(),
  role,
  joinedAt: timestamp,
});
export type CircleMembership = z.infer<typeof circleMembership>;

/** Circles (issue 52): any signed-in person, within the circles they are in. */
export const circleRoutes = routeTable('circles', 'signed-in', {
  listCircles: get('/api/circles', {
    summary:
      'The circles I am in, with my role and their member counts (at most CIRCLE_LIMITS.circlesPerPerson)',
    response: z.array(circleSummary),
  }),
  createCircle: post('/api/circles', {
    summary: 'Make a circle; its maker is its leader',
    body: circleNameBody,
    status: 201,
    response: circleDetail,
  }),
  joinCircle: post('/api/circles/join', {
    summary:
      'Join by an invitation code or link token (a member already: nothing changes); 10 failures per 15 minutes, then 429',
    body: circleJoinBody,
    response: circleDetail,
  }),
  getCircle: get('/api/circles/:id', {
    summary: 'A circle with its members (members only; anyone else 404)',
    params: idParams,
    response: circleDetail,
  }),
  renameCircle: put('/api/circles/:id', {
    summary: 'Rename a circle (leaders)',
    params: idParams,
    body: circleNameBody,
    response: circleDetail,
  }),
  deleteCircle: del('/api/circles/:id', {
    summary: 'Delete a circle for everyone in it (leaders)',
    params: idParams,
    response: okResponse,
  }),
  leaveCircle: post('/api/circles/:id/leave', {
    summary: 'Leave a circle; the last leader leaving makes the longest-standing member leader',
    params: idParams,
    response: okResponse,
  }),
  listCircleInvites: get('/api/circles/:id/invites', {
    summary: "A circle's invitations neither expired nor revoked (leaders)",
    params: idParams,
    response: z.array(circleInvite),
  }),
  createCircleInvite: post('/api/circles/:id/invites', {
    summary: 'Make an invitation: a code and a link token, shown once (leaders)',
    params: idParams,
    body: circleInviteBody,
    status: 201,
    response: circleInviteMade,
  }),
  revokeCircleInvite: del('/api/circles/:id/invites/:inviteId', {
    summary: 'Revoke an invitation (leaders)',
    params: circleInviteParams,
    response: okResponse,
  }),
  setCircleMemberRole: put('/api/circles/:id/members/:userId', {
    summary: "Change a member's role (leaders); a circle keeps at least one leader",
    params: circleMemberParams,
    body: circleRoleBody,
    response: circleDetail,
  }),
  removeCircleMember: del('/api/circles/:id/members/:userId', {
    summary: 'Remove a member from a circle (leaders)',
    params: circleMemberParams,
    response: okResponse,
  }),
});
