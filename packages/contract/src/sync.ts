import { z } from 'zod';
import { uuid } from './common';
import { dailyActionCompletion, dailyActionsSaveBody } from './daily-actions';
import { entry, entryCreateBody } from './entries';
import { goal, goalCreateBody, goalUpdateBody } from './goals';
import { profile, profileBody } from './profile';
import { task, taskCreateBody, taskUpdateBody } from './tasks';

/** Bumped when the meaning of a mutation changes; the server refuses clients it cannot understand. */
export const SYNC_SCHEMA_VERSION = 1;
export const MAX_PUSH_BATCH = 200;
export const MAX_PULL_PAGE = 1000;

/** Every write a client can queue, with the arguments the server checks (the same services as REST). */
export const mutationArgs = {
  'goal.create': goalCreateBody.safeExtend({ id: uuid }),
  'goal.update': z.strictObject({ id: uuid, changes: goalUpdateBody }),
  'goal.delete': z.strictObject({ id: uuid }),
  'task.create': taskCreateBody.safeExtend({ id: uuid }),
  'task.update': z.strictObject({ id: uuid, changes: taskUpdateBody }),
  'task.delete': z.strictObject({ id: uuid }),
  'task.complete': z.strictObject({ id: uuid }),
  'task.uncomplete': z.strictObject({ id: uuid }),
  'entry.create': entryCreateBody.safeExtend({ id: uuid }),
  'profile.update': profileBody,
  'dailyActions.save': dailyActionsSaveBody,
} as const;
export type MutationName = keyof typeof mutationArgs;
export const MUTATION_NAMES = Object.keys(mutationArgs) as MutationName[];
export type MutationArgs<N extends MutationName> = z.input<(typeof mutationArgs)[N]>;

export const pushedMutation = z.strictObject({
  /** the client's outbox position: 1, 2, 3... per client, never reused */
  seq: z.int().positive(),
  /** the mutation's own id (UUID), for logs and the rejected list */
  id: uuid,
  name: z.enum(MUTATION_NAMES as [MutationName, ...MutationName[]], { error: 'Unknown mutation' }),
  /** checked per mutation on the server, so one bad mutation is a rejection, not a failed batch */
  args: z.unknown(),
});
export type PushedMutation = z.infer<typeof pushedMutation>;

export const clientId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Bad client id');

export const pushBody = z.strictObject({
  clientId,
  schemaVersion: z.int().positive(),
  mutations: z
    .array(pushedMutation)
    .max(MAX_PUSH_BATCH, `Push at most ${MAX_PUSH_BATCH} mutations at a time`),
});
export type PushBody = z.infer<typeof pushBody>;

export const mutationResult = z.object({
  seq: z.int(),
  id: uuid,
  status: z.enum(['applied', 'rejected']),
  /** for a rejection: the HTTP status the REST route would have answered, and its message */
  error: z.object({ status: z.int(), message: z.string() }).nullable(),
});
export type MutationResult = z.infer<typeof mutationResult>;

export const pushResponse = z.object({
  results: z.array(mutationResult),
  /** the highest seq of this client the server has processed (applied or rejected) */
  lastAppliedSeq: z.int(),
  /** set when the batch stopped at a gap: the seq the server expected next */
  expectedSeq: z.int().nullable(),
});
export type PushResponse = z.infer<typeof pushResponse>;

export const pullQuery = z.strictObject({
  cursor: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PULL_PAGE).default(500),
  clientId: clientId.optional(),
});
export type PullQuery = z.input<typeof pullQuery>;

export const SYNC_TABLES = ['goals', 'tasks', 'entries', 'dailyActions', 'profile'] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/** One changed row: the whole row when live, a tombstone (row null) when deleted. */
export const change = z.discriminatedUnion('table', [
  z.object({
    table: z.literal('goals'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: goal.nullable(),
  }),
  z.object({
    table: z.literal('tasks'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: task.nullable(),
  }),
  z.object({
    table: z.literal('entries'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: entry.nullable(),
  }),
  z.object({
    table: z.literal('dailyActions'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: dailyActionCompletion.nullable(),
  }),
  z.object({
    table: z.literal('profile'),
    id: z.string(),
    version: z.int(),
    deleted: z.boolean(),
    row: profile.nullable(),
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
