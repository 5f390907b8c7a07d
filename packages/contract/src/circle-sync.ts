import * as z from 'zod/mini';
import { changeSchemaOf, type TableChange } from './change-schema';
import { checked } from './checked';
import { CIRCLE_SYNCED_ENTITIES, type CircleRowOf, type CircleSyncTable } from './circle-synced-entities';
import { idParams } from './common';
import { get, routeTable } from './route-builder';
import { MAX_PULL_PAGE } from './sync';

// A circle's pull (issue 52, docs/sync-protocol.md 'Circles'): each circle a person is in is pulled
// on its own, from its own cursor (the circle's version), beside the person's pull. The circles to
// pull, and those whose rows leave the device, come from GET /api/circles.

export const circlePullQuery = z.strictObject({
  cursor: z._default(checked(z.coerce.number(), z.int(), z.minimum(0)), 0),
  limit: z._default(checked(z.coerce.number(), z.int(), z.minimum(1), z.maximum(MAX_PULL_PAGE)), 500),
});
export type CirclePullQuery = z.input<typeof circlePullQuery>;

/** One changed row of a circle's table: the row as the viewer may see it, or a tombstone (row null). */
export type CircleChangeOf<T extends CircleSyncTable> = TableChange<T, CircleRowOf<T>>;
export type CircleChange = { [T in CircleSyncTable]: CircleChangeOf<T> }[CircleSyncTable];
/** A change of any circle table this build knows (CIRCLE_SYNCED_ENTITIES). */
export const circleChange = changeSchemaOf<CircleChange>(CIRCLE_SYNCED_ENTITIES);

export const circlePullResponse = z.object({
  changes: z.array(circleChange),
  /** pass back as `cursor` for the next page: the highest version in this page (or the old cursor) */
  cursor: z.int(),
  hasMore: z.boolean(),
});
export type CirclePullResponse = z.infer<typeof circlePullResponse>;

export const circleSyncRoutes = routeTable('sync', 'signed-in', {
  circleSyncPull: get('/api/sync/circles/:id/pull', {
    summary:
      "A circle's rows changed after a cursor (the circle's version), as the asking member may see them, with tombstones, paged (members only; anyone else 404)",
    params: idParams,
    query: circlePullQuery,
    response: circlePullResponse,
  }),
});
