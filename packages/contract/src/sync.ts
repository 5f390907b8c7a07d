import * as z from 'zod/mini';
import { checked } from './checked';
import { uuid } from './common';
import { dailyActionCompletion, dailyActionsSaveBody } from './daily-actions';
import { entry, entryCreateBody } from './entries';
import { ERROR_CODES } from './errors';
import { goal, goalCreateBody, goalUpdateBody } from './goals';
import { prayer, prayerCreateBody, prayerUpdateBody } from './prayers';
import { profile, profileUpdateBody } from './profile';
import { get, post, routeTable } from './route-builder';
import { MiB } from './route-spec';
import { task, taskCreateBody, taskUpdateBody } from './tasks';

/** Bumped when the meaning of a mutation changes; the server refuses clients it cannot understand. */
export const SYNC_SCHEMA_VERSION = 1;
export const MAX_PUSH_BATCH = 200;
export const MAX_PULL_PAGE = 1000;

/** Every write a client can queue, with the arguments the server checks (the same services as REST). */
export const mutationArgs = {
  'goal.create': z.safeExtend(goalCreateBody, { id: uuid }),
  'goal.update': z.strictObject({ id: uuid, changes: goalUpdateBody }),
  'goal.delete': z.strictObject({ id: uuid }),
  'task.create': z.safeExtend(taskCreateBody, { id: uuid }),
  'task.update': z.strictObject({ id: uuid, changes: taskUpdateBody }),
  'task.delete': z.strictObject({ id: uuid }),
  'task.complete': z.strictObject({ id: uuid }),
  'task.uncomplete': z.strictObject({ id: uuid }),
  'entry.create': z.safeExtend(entryCreateBody, { id: uuid }),
  'profile.update': profileUpdateBody,
  'dailyActions.save': dailyActionsSaveBody,
  // issue 20: answering, archiving and restoring are updates (change sets of status and the rest)
  'prayer.create': z.safeExtend(prayerCreateBody, { id: uuid }),
  'prayer.update': z.strictObject({ id: uuid, changes: prayerUpdateBody }),
  'prayer.delete': z.strictObject({ id: uuid }),
} as const;
export type MutationName = keyof typeof mutationArgs;
export const MUTATION_NAMES = Object.keys(mutationArgs) as MutationName[];
export type MutationArgs<N extends MutationName> = z.input<(typeof mutationArgs)[N]>;

export const pushedMutation = z.strictObject({
  /** the client's outbox position: 1, 2, 3... per client, never reused */
  seq: checked(z.int(), z.positive()),
  /** the mutation's own id (UUID), for logs and the rejected list */
  id: uuid,
  name: z.enum(MUTATION_NAMES as [MutationName, ...MutationName[]], { error: 'Unknown mutation' }),
  /** checked per mutation on the server, so one bad mutation is a rejection, not a failed batch */
  args: z.unknown(),
});
export type PushedMutation = z.infer<typeof pushedMutation>;

export const clientId = checked(
  z.string(),
  z.trim(),
  z.minLength(8),
  z.maxLength(64),
  z.regex(/^[A-Za-z0-9-]+$/, 'Bad client id'),
);

export const pushBody = z.strictObject({
  clientId,
  schemaVersion: checked(z.int(), z.positive()),
  mutations: checked(
    z.array(pushedMutation),
    z.maxLength(MAX_PUSH_BATCH, `Push at most ${MAX_PUSH_BATCH} mutations at a time`),
  ),
});
export type PushBody = z.infer<typeof pushBody>;

export const mutationResult = z.object({
  seq: z.int(),
  id: uuid,
  status: z.enum(['applied', 'rejected']),
  /**
   * for a rejection: the HTTP status, message and code the REST route would have answered (results
   * stored before codes existed have none)
   */
  error: z.nullable(
    z.object({ status: z.int(), message: z.string(), code: z.optional(z.enum(ERROR_CODES)) }),
  ),
});
export type MutationResult = z.infer<typeof mutationResult>;

export const pushResponse = z.object({
  results: z.array(mutationResult),
  /** the highest seq of this client the server has processed (applied or rejected) */
  lastAppliedSeq: z.int(),
  /** set when the batch stopped at a gap: the seq the server expected next */
  expectedSeq: z.nullable(z.int()),
});
export type PushResponse = z.infer<typeof pushResponse>;

export const pullQuery = z.strictObject({
  cursor: z._default(checked(z.coerce.number(), z.int(), z.minimum(0)), 0),
  limit: z._default(checked(z.coerce.number(), z.int(), z.minimum(1), z.maximum(MAX_PULL_PAGE)), 500),
  clientId: z.optional(clientId),
});
export type PullQuery = z.input<typeof pullQuery>;

export const SYNC_TABLES = ['goals', 'tasks', 'entries', 'dailyActions', 'profile', 'prayers'] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/** One changed row: the whole row when live, a tombstone (row null) when deleted. */
export const change = z.discriminatedUnion('table', [
  z.object({
    table: z.literal('goals'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: z.nullable(goal),
  }),
  z.object({
    table: z.literal('tasks'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: z.nullable(task),
  }),
  z.object({
    table: z.literal('entries'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: z.nullable(entry),
  }),
  z.object({
    table: z.literal('dailyActions'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: z.nullable(dailyActionCompletion),
  }),
  z.object({
    table: z.literal('profile'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: z.nullable(profile),
  }),
  z.object({
    table: z.literal('prayers'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: z.nullable(prayer),
  }),
]);
export type Change = z.infer<typeof change>;

export const pullResponse = z.object({
  changes: z.array(change),
  /** pass back as `cursor` for the next page; the highest version in this page (or the old cursor) */
  cursor: z.int(),
  hasMore: z.boolean(),
  /** the last seq of `clientId` the server has processed: outbox rows up to it can be dropped */
  lastAppliedSeq: z.int(),
});
export type PullResponse = z.infer<typeof pullResponse>;

/** The sync protocol (docs/sync-protocol.md). */
export const syncRoutes = routeTable('sync', 'signed-in', {
  syncPush: post('/api/sync/push', {
    summary: "Apply a client's queued mutations in order (idempotent per client and seq)",
    body: pushBody,
    response: pushResponse,
    // a full batch of long entries
    bodyLimit: 4 * MiB,
  }),
  syncPull: get('/api/sync/pull', {
    summary: 'Rows of the signed-in user changed after a cursor, with tombstones, paged',
    query: pullQuery,
    response: pullResponse,
  }),
});
