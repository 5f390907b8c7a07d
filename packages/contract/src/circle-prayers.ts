import * as z from 'zod/mini';
import { timestamp, uuid } from './common';
import { prayer } from './prayers';
import { post, routeTable } from './route-builder';

// Praying for each other in circles (issue 52): a request shared with a circle is copied into the
// circle's rows (its asker's own row stays in their journal), and each 'I prayed' is a row of the
// circle's. Both reach the members through the circle's pull (circle-sync.ts), as each may see them.

const count = (n: number) => n.toLocaleString('en-US');

export const circlePrayerMessages = {
  notFound: 'This prayer request is not shared with this circle.',
  sharedElsewhere: 'This request is shared with another circle. Stop sharing it there first.',
  tooManyShared: ({ limit }: { limit: number }) =>
    `You shared ${count(limit)} prayer requests in the last 24 hours, the most allowed. Share more later.`,
  tooManyPrayed: ({ limit }: { limit: number }) =>
    `You said 'I prayed' ${count(limit)} times in the last 24 hours, the most allowed. Thank you for praying; try again later.`,
  full: ({ limit }: { limit: number }) =>
    `This circle holds ${count(limit)} shared prayer requests, the most it can. Stop sharing one to share another.`,
} as const;

const { title, details, forWhom, category, status, answeredAt, testimony } = prayer.shape;

/**
 * A request shared with a circle, as one member sees it: the asker's words and status, their name
 * unless they shared it anonymously (an anonymous request carries no trace of who asked, to
 * anyone), and whether the viewer asked it. Its id is the request's own.
 */
export const circlePrayer = z.object({
  id: uuid,
  circleId: uuid,
  title,
  details,
  forWhom,
  category,
  status,
  answeredAt,
  testimony,
  /** the asker's display name (else username); null when shared anonymously */
  askerName: z.nullable(z.string()),
  /** the viewer asked it */
  mine: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CirclePrayer = z.infer<typeof circlePrayer>;

/**
 * One 'I prayed' of a member for a request of the circle, as one member sees it: the asker sees
 * who prayed, everyone else only that someone did (name null), and each their own (`mine`).
 */
export const circlePrayerMark = z.object({
  id: uuid,
  circleId: uuid,
  prayerId: uuid,
  /** who prayed (display name, else username), for the request's asker only; null for the others */
  name: z.nullable(z.string()),
  /** the viewer prayed it */
  mine: z.boolean(),
  prayedAt: timestamp,
});
export type CirclePrayerMark = z.infer<typeof circlePrayerMark>;

/**
 * One 'I prayed' of the person's own, as their account export lists it: which circle, which request
 * (its title while it is still shared there, else null), and when. Never who asked.
 */
export const ownPrayerMark = z.object({
  id: uuid,
  circleId: uuid,
  prayerId: uuid,
  title: z.nullable(z.string()),
  prayedAt: timestamp,
});
export type OwnPrayerMark = z.infer<typeof ownPrayerMark>;

/** POST /api/circles/{id}/prayers/{prayerId}/prayed: the tap's id, made on the device (the same id again is the same tap). */
export const circlePrayedBody = z.strictObject({ id: uuid });
export type CirclePrayedBody = z.input<typeof circlePrayedBody>;

/** `circlePrayer.pray`: a tap of 'I prayed', queued like every write. */
export const circlePrayArgs = z.strictObject({ id: uuid, circleId: uuid, prayerId: uuid });
export type CirclePrayArgs = z.input<typeof circlePrayArgs>;

export const circlePrayerParams = z.strictObject({ id: uuid, prayerId: uuid });

/** Praying for each other (issue 52): members only, as every circle route. */
export const circlePrayerRoutes = routeTable('circle-prayers', 'signed-in', {
  prayForCirclePrayer: post('/api/circles/:id/prayers/:prayerId/prayed', {
    summary:
      "Say 'I prayed' for a request shared with the circle (members; the same id again changes nothing)",
    params: circlePrayerParams,
    body: circlePrayedBody,
    response: circlePrayerMark,
  }),
});
