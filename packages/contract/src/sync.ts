import * as z from 'zod/mini';
import { changeSchemaOf, type TableChange } from './change-schema';
import { checked } from './checked';
import { circlePrayArgs } from './circle-prayers';
import { circleNoteArgs, circleNoteDeleteArgs, circleReadArgs } from './circle-readings';
import { uuid } from './common';
import { CONFLICT_FIELDS, conflictResolveBody, updateBase } from './conflicts';
import { dailyActionsSaveBody } from './daily-actions';
import { clientId, deviceLabelBody } from './devices';
import { entryCreateBody } from './entries';
import { ERROR_CODES } from './errors';
import { goalCreateBody, goalUpdateBody } from './goals';
import { messageOfIssue, spoken } from './message-codes';
import { prayerCreateBody, prayerShareBody, prayerUpdateBody } from './prayers';
import { profileUpdateBody } from './profile';
import { readingPlanStartBody, readingPlanUpdateBody, readingProgressMarkBody } from './reading-plans';
import { get, post, routeTable } from './route-builder';
import { MiB } from './route-spec';
import { spokenFields } from './spoken';
import { bookmarkSetBody, highlightSetBody, noteCreateBody, noteUpdateBody } from './study';
import { MAX_PUSH_BATCH, syncMessages } from './sync-messages';
import { type RowOf, SYNC_TABLES, SYNCED_ENTITIES, type SyncTable } from './synced-entities';
import { taskCreateBody, taskUpdateBody } from './tasks';

export { SYNC_TABLES, type SyncTable };

/** Bumped when the meaning of a mutation changes; the server refuses clients it cannot understand. */
export const SYNC_SCHEMA_VERSION = 1;
export { MAX_PUSH_BATCH };
export const MAX_PULL_PAGE = 1000;

/**
 * Every write a client can queue, with the arguments the server checks (the same services as REST).
 * An update's `base` and a plan's `base` say what the device saw before the change, so the server
 * tells a follow-up save from a concurrent one (conflicts.ts).
 */
export const mutationArgs = {
  'goal.create': z.safeExtend(goalCreateBody, { id: uuid }),
  'goal.update': z.strictObject({
    id: uuid,
    changes: goalUpdateBody,
    base: updateBase(CONFLICT_FIELDS.goals),
  }),
  'goal.delete': z.strictObject({ id: uuid }),
  'task.create': z.safeExtend(taskCreateBody, { id: uuid }),
  'task.update': z.strictObject({
    id: uuid,
    changes: taskUpdateBody,
    base: updateBase(CONFLICT_FIELDS.tasks),
  }),
  'task.delete': z.strictObject({ id: uuid }),
  'task.complete': z.strictObject({ id: uuid }),
  'task.uncomplete': z.strictObject({ id: uuid }),
  /** `base`: the revision of the day's plan the device saw (planRevision), null when it saw none */
  'entry.create': z.safeExtend(entryCreateBody, { id: uuid, base: z.optional(z.nullable(z.string())) }),
  'profile.update': profileUpdateBody,
  'dailyActions.save': dailyActionsSaveBody,
  // issue 20: answering, archiving and restoring are updates (change sets of status and the rest)
  'prayer.create': z.safeExtend(prayerCreateBody, { id: uuid }),
  'prayer.update': z.strictObject({
    id: uuid,
    changes: prayerUpdateBody,
    base: updateBase(CONFLICT_FIELDS.prayers),
  }),
  'prayer.delete': z.strictObject({ id: uuid }),
  // issue 52: sharing (or stopping) writes the request and its circle's copy; 'I prayed' the circle's
  'prayer.share': z.safeExtend(prayerShareBody, { id: uuid }),
  'circlePrayer.pray': circlePrayArgs,
  // reading together: a day read (or not) and notes on it, rows of the circle's
  'circleReading.read': circleReadArgs,
  'circleNote.write': circleNoteArgs,
  'circleNote.delete': circleNoteDeleteArgs,
  // issue 38: catching up, starting again and stopping are updates; a day's tick is a mark (untick: read false)
  'readingPlan.start': z.safeExtend(readingPlanStartBody, { id: uuid }),
  'readingPlan.update': z.strictObject({ id: uuid, changes: readingPlanUpdateBody }),
  'readingPlan.delete': z.strictObject({ id: uuid }),
  'readingProgress.mark': readingProgressMarkBody,
  // issue 38: study marks. A highlight or bookmark is one row per verse: set makes it (again) or
  // recolours it, delete removes it. A note's text is a conflicting text (conflicts.ts).
  'highlight.set': highlightSetBody,
  'highlight.delete': z.strictObject({ id: uuid }),
  'bookmark.set': bookmarkSetBody,
  'bookmark.delete': z.strictObject({ id: uuid }),
  'note.create': z.safeExtend(noteCreateBody, { id: uuid }),
  'note.update': z.strictObject({
    id: uuid,
    changes: noteUpdateBody,
    base: updateBase(CONFLICT_FIELDS.notes),
  }),
  'note.delete': z.strictObject({ id: uuid }),
  /** the person's choice over a conflict (conflicts.ts): the row changes as chosen, the conflict goes */
  'conflict.resolve': conflictResolveBody,
} as const;
export type MutationName = keyof typeof mutationArgs;
export const MUTATION_NAMES = Object.keys(mutationArgs) as MutationName[];
export type MutationArgs<N extends MutationName> = z.input<(typeof mutationArgs)[N]>;

export const pushedMutation = z.strictObject({
  /** the client's outbox position: 1, 2, 3... per client, never reused */
  seq: checked(z.int(), z.positive()),
  /** the mutation's own id (UUID), for logs and the rejected list */
  id: uuid,
  name: z.enum(MUTATION_NAMES as [MutationName, ...MutationName[]], { error: syncMessages.unknownMutation }),
  /** checked per mutation on the server, so one bad mutation is a rejection, not a failed batch */
  args: z.unknown(),
});
export type PushedMutation = z.infer<typeof pushedMutation>;

export { clientId };

export const pushBody = z.strictObject({
  clientId,
  /** which browser and system this device is (devices.ts), kept with a conflict its push leaves */
  device: z.optional(deviceLabelBody),
  schemaVersion: checked(z.int(), z.positive()),
  mutations: checked(z.array(pushedMutation), z.maxLength(MAX_PUSH_BATCH, syncMessages.batch)),
  /**
   * The device's changes waiting (these mutations among them) and since when, kept before the
   * mutations are applied: a push the server cannot take (a newer app, a failure) still tells it.
   */
  waiting: z.optional(checked(z.int(), z.minimum(0))),
  waitingSince: z.optional(z.iso.datetime()),
});
export type PushBody = z.infer<typeof pushBody>;

export const mutationResult = z.object({
  seq: z.int(),
  id: uuid,
  status: z.enum(['applied', 'rejected']),
  /**
   * for a rejection: the HTTP status, message (with its messageCode and values) and code the REST
   * route would have answered (results stored before codes existed have none)
   */
  error: z.nullable(z.object({ status: z.int(), ...spokenFields, code: z.optional(z.enum(ERROR_CODES)) })),
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
  /** only this table's rows: a device re-reading a table whose checksum differs (its repair) */
  table: z.optional(z.enum(SYNC_TABLES as [SyncTable, ...SyncTable[]])),
  /** what the device reports with its pull: its changes waiting to be sent, and since when */
  waiting: z.optional(checked(z.coerce.number(), z.int(), z.minimum(0))),
  waitingSince: z.optional(z.iso.datetime()),
});
export type PullQuery = z.input<typeof pullQuery>;

/** One changed row of a table: the whole row when live, a tombstone (row null) when deleted. */
export type ChangeOf<T extends SyncTable> = TableChange<T, RowOf<T>>;
/** One changed row of any synced table. */
export type Change = { [T in SyncTable]: ChangeOf<T> }[SyncTable];
/** A change of any table this build knows (SYNCED_ENTITIES). */
export const change = changeSchemaOf<Change>(SYNCED_ENTITIES);

/**
 * Another device of the person whose last report had changes waiting that never arrived (told once,
 * to a browser's first pull: a browser that holds no Reign data, as after the browser cleared it).
 */
export const lostChanges = z.object({
  waiting: z.int(),
  /** when the oldest of them was made, by that device's clock (ISO), when it said */
  since: z.nullable(z.string()),
  /** that browser's User-Agent, to name it roughly (browser and system) */
  userAgent: z.nullable(z.string()),
});
export type LostChanges = z.infer<typeof lostChanges>;

export const pullResponse = z.object({
  changes: z.array(change),
  /** pass back as `cursor` for the next page; the highest version in this page (or the old cursor) */
  cursor: z.int(),
  hasMore: z.boolean(),
  /** the last seq of `clientId` the server has processed: outbox rows up to it can be dropped */
  lastAppliedSeq: z.int(),
  lostChanges: z.optional(z.array(lostChanges)),
});
export type PullResponse = z.infer<typeof pullResponse>;

/**
 * A pull page as a device reads it: its changes unchecked, each then read with `change` on its own,
 * so a change of a table or shape this build does not know is parked instead of failing the page
 * (an older build keeps syncing while a newer one has added an entity).
 */
export const pullPage = z.object({
  changes: z.array(z.looseObject({ table: z.string(), id: z.string(), version: z.int() })),
  cursor: z.int(),
  hasMore: z.boolean(),
  lastAppliedSeq: z.int(),
  lostChanges: z.optional(z.array(lostChanges)),
});

/**
 * The checksum of each of the account's tables (docs/sync-protocol.md, 'Repair'), as of `atVersion`:
 * the highest version of any of its rows, live or deleted. A device whose cursor is that version
 * and whose outbox is empty holds the same rows, and so the same checksums, unless it drifted.
 */
export const checksumsResponse = z.object({
  atVersion: z.int(),
  tables: z.record(z.string(), z.int()),
});
export type ChecksumsResponse = z.infer<typeof checksumsResponse>;

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
  syncChecksums: get('/api/sync/checksums', {
    summary: "A checksum of each of the signed-in user's synced tables, to find a device that drifted",
    response: checksumsResponse,
  }),
});

/** A pushed mutation's arguments read with its schema, or its permanent refusal (400, `invalid_request`). */
export function readPushedArgs(
  m: Pick<PushedMutation, 'name' | 'args'>,
): { args: unknown; error: null } | { args: null; error: NonNullable<MutationResult['error']> } {
  const parsed = mutationArgs[m.name].safeParse(m.args);
  if (parsed.success) return { args: parsed.data, error: null };
  const issue = parsed.error.issues[0];
  const said = issue ? messageOfIssue(issue) : { code: 'sync.notValid' as const };
  return { args: null, error: { status: 400, ...spoken(said), code: 'invalid_request' } };
}
