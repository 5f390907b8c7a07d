import * as z from 'zod/mini';
import { idParams, okResponse, timestamp, uuid } from './common';
import { intBetween, optionalText, requiredText } from './fields';
import { del, get, post, put, routeTable } from './route-builder';

// The church prayer wall (issue 52): one wall for everyone on the server, opened by its
// administrator. A request waits for the moderator (the administrator) to approve it, shows to every
// signed-in member until it expires, and is hidden as soon as someone reports it, until the
// moderator keeps it or removes it. Others never learn who asked an anonymous request; the
// moderator does (docs/decisions.md).

export const WALL_TITLE_MAX = 120;
export const WALL_DETAILS_MAX = 1000;
export const WALL_REASON_MAX = 300;
/** How long an approved request stays on the wall, as the administrator sets it. */
export const WALL_DAYS = { default: 14, min: 1, max: 90 } as const;

const count = (n: number) => n.toLocaleString('en-US');

export const prayerWallMessages = {
  title: 'Give your request a title',
  titleTooLong: `Keep the title to ${WALL_TITLE_MAX} characters or fewer`,
  detailsTooLong: `Keep the details to ${count(WALL_DETAILS_MAX)} characters or fewer`,
  reasonTooLong: `Keep the reason to ${WALL_REASON_MAX} characters or fewer`,
  days: `Choose from ${WALL_DAYS.min} to ${WALL_DAYS.max} days`,
  closed: 'The prayer wall is closed. Requests cannot be posted now.',
  notFound: 'This prayer request is not on the wall.',
  notPending: 'This request is no longer waiting for approval.',
  notReported: 'This request has no reports to review.',
  tooManyPosted: ({ limit }: { limit: number }) =>
    `You posted ${count(limit)} requests to the wall in the last 24 hours, the most allowed. Post more later.`,
  tooManyReported: ({ limit }: { limit: number }) =>
    `You reported ${count(limit)} requests in the last 24 hours, the most allowed. Try again later.`,
  tooManyPrayed: ({ limit }: { limit: number }) =>
    `You said 'I prayed' ${count(limit)} times on the wall in the last 24 hours, the most allowed. Thank you for praying; try again later.`,
  reported: 'Thank you. The request is hidden until a moderator looks at it.',
  deleted: 'Request deleted.',
} as const;

/**
 * A request as its author sees it among their own: `inReview` is an approved one someone reported
 * (hidden until the moderator looks), `expired` an approved one past its days.
 */
export const WALL_STATUSES = ['pending', 'approved', 'inReview', 'expired', 'rejected', 'removed'] as const;
export type WallStatus = (typeof WALL_STATUSES)[number];

/** POST /api/wall/requests: a member's request; `anonymous` keeps their name from the others. */
export const wallRequestBody = z.strictObject({
  title: requiredText(prayerWallMessages.title, WALL_TITLE_MAX, prayerWallMessages.titleTooLong),
  details: optionalText(WALL_DETAILS_MAX, prayerWallMessages.detailsTooLong),
  anonymous: z._default(z.boolean(), false),
});
export type WallRequestBody = z.input<typeof wallRequestBody>;

/** POST /api/wall/requests/{id}/report: why, if the reporter says. */
export const wallReportBody = z.strictObject({
  reason: optionalText(WALL_REASON_MAX, prayerWallMessages.reasonTooLong),
});
export type WallReportBody = z.input<typeof wallReportBody>;

/**
 * POST /api/wall/requests/:id/prayed: the tap's own id, made by the device when the person taps and
 * kept until the server has answered, so a tap sent again (an answer lost on the way) counts once.
 */
export const wallPrayedBody = z.strictObject({ tapId: uuid });
export type WallPrayedBody = z.input<typeof wallPrayedBody>;

/** PUT /api/admin/wall/settings: whether the wall is open, and how many days a request stays. */
export const wallSettings = z.strictObject({
  open: z.boolean(),
  expiryDays: intBetween(WALL_DAYS.min, WALL_DAYS.max, prayerWallMessages.days),
});
export type WallSettings = z.infer<typeof wallSettings>;

/**
 * A request on the wall as any member sees it: the author's name unless anonymous (then null, and
 * nothing else says who asked), and whether the viewer asked it.
 */
export const wallRequest = z.object({
  id: uuid,
  title: z.string(),
  details: z.nullable(z.string()),
  /** the author's display name (else username); null when anonymous */
  name: z.nullable(z.string()),
  mine: z.boolean(),
  approvedAt: timestamp,
  expiresAt: timestamp,
  prayedCount: z.int(),
});
export type WallRequest = z.infer<typeof wallRequest>;

/** GET /api/wall: the open wall's requests, newest first; a closed wall lists none. */
export const prayerWall = z.object({
  open: z.boolean(),
  requests: z.array(wallRequest),
});
export type PrayerWall = z.infer<typeof prayerWall>;

/** One of my own requests, with where it stands. */
export const myWallRequest = z.object({
  id: uuid,
  title: z.string(),
  details: z.nullable(z.string()),
  anonymous: z.boolean(),
  status: z.enum(WALL_STATUSES),
  createdAt: timestamp,
  expiresAt: z.nullable(timestamp),
});
export type MyWallRequest = z.infer<typeof myWallRequest>;

/** A request as the moderator sees it: always with its author, and its open reports. */
export const moderatedWallRequest = z.object({
  id: uuid,
  title: z.string(),
  details: z.nullable(z.string()),
  anonymous: z.boolean(),
  authorId: z.int(),
  authorName: z.string(),
  status: z.enum(WALL_STATUSES),
  createdAt: timestamp,
  expiresAt: z.nullable(timestamp),
  /** reasons of the reports not yet looked at (empty when none was given) */
  reports: z.array(z.object({ reason: z.nullable(z.string()), reportedAt: timestamp })),
});
export type ModeratedWallRequest = z.infer<typeof moderatedWallRequest>;

/** The moderator's queues: requests waiting for approval, and reported ones hidden meanwhile. */
export const wallQueue = z.object({
  pending: z.array(moderatedWallRequest),
  reported: z.array(moderatedWallRequest),
});
export type WallQueue = z.infer<typeof wallQueue>;

/** The wall for members (any signed-in person). */
export const prayerWallRoutes = routeTable('prayer-wall', 'signed-in', {
  getPrayerWall: get('/api/wall', {
    summary: 'The approved, unexpired, unreported requests of the open wall, newest first',
    response: prayerWall,
  }),
  listMyWallRequests: get('/api/wall/mine', {
    summary: 'My wall requests with where each stands (pending, approved, in review, ...)',
    response: z.array(myWallRequest),
  }),
  postWallRequest: post('/api/wall/requests', {
    summary: 'Post a request; it waits for approval (open wall only; WALL_LIMITS.requestsPerDay)',
    body: wallRequestBody,
    status: 201,
    response: myWallRequest,
  }),
  deleteWallRequest: del('/api/wall/requests/:id', {
    summary: 'Delete my own request (its author only)',
    params: idParams,
    response: okResponse,
  }),
  reportWallRequest: post('/api/wall/requests/:id/report', {
    summary: 'Report a request on the wall (once each); it is hidden until the moderator looks',
    params: idParams,
    body: wallReportBody,
    response: okResponse,
  }),
  prayForWallRequest: post('/api/wall/requests/:id/prayed', {
    summary:
      "Say 'I prayed' for a request on the wall (WALL_LIMITS.prayedPerDay); a tap sent again counts once",
    params: idParams,
    body: wallPrayedBody,
    response: wallRequest,
  }),
});

/** Moderating the wall: the administrator only. */
export const prayerWallAdminRoutes = routeTable('prayer-wall-admin', 'admin', {
  getWallSettings: get('/api/admin/wall/settings', {
    summary: "The wall's settings",
    response: wallSettings,
  }),
  setWallSettings: put('/api/admin/wall/settings', {
    summary: 'Open or close the wall, and set how many days an approved request stays',
    body: wallSettings,
    response: wallSettings,
  }),
  getWallQueue: get('/api/admin/wall/queue', {
    summary: 'Requests waiting for approval and reported ones, oldest first',
    response: wallQueue,
  }),
  approveWallRequest: post('/api/admin/wall/requests/:id/approve', {
    summary: 'Approve a pending request: it shows until the set days pass',
    params: idParams,
    response: moderatedWallRequest,
  }),
  rejectWallRequest: post('/api/admin/wall/requests/:id/reject', {
    summary: 'Reject a pending request',
    params: idParams,
    response: moderatedWallRequest,
  }),
  keepWallRequest: post('/api/admin/wall/requests/:id/keep', {
    summary: 'Keep a reported request: its reports are cleared and it shows again',
    params: idParams,
    response: moderatedWallRequest,
  }),
  removeWallRequest: post('/api/admin/wall/requests/:id/remove', {
    summary: 'Remove a request from the wall for good',
    params: idParams,
    response: moderatedWallRequest,
  }),
});
