import type * as z from 'zod/mini';
import { conflict } from './conflicts';
import { dailyActionCompletion } from './daily-actions';
import { type Entry, entry, entryCreateBody } from './entries';
import { goal, goalCreateBody } from './goals';
import { prayer, prayerCreateBody } from './prayers';
import { profile } from './profile';
import { readingPlan, readingPlanStartBody, readingProgress } from './reading-plans';
import { bookmark, bookmarkSetBody, highlight, highlightSetBody, note, noteCreateBody } from './study';
import { type Task, task, taskCreateBody } from './tasks';

/**
 * Every synced entity, declared once (docs/architecture.md, 'Adding a field'). From a declaration
 * come the pull's change schema (sync.ts), the export file's lists (account-data.ts), the arguments
 * that make a row again from a stored one (a refusal sent again, an import: `createArgsFrom`) and,
 * on the device, the Dexie table and its indexes (checked by web/src/db/schema.test.ts). The
 * server's columns are declared against the row's type (each repository's `entityColumns`), so a
 * field of the row without a column does not compile.
 */
interface Declaration<Row, CreateInput> {
  /** the row as the API answers it, the pull sends it and the export file holds it */
  row: z.ZodMiniType<Row>;
  /** Dexie's indexes of its table, the primary key first */
  indexes: string;
  /** how a row is made, when rows of it are made one by one (not the profile or a plan's ticks) */
  create?: {
    /** the create's body schema: its keys are taken from a stored row as they are */
    body: z.ZodMiniObject;
    /** the values a stored row does not hold in the create's shape (a null where the create wants text) */
    adjust?: (row: Row) => Partial<CreateInput>;
  };
}

type Create<Row, CreateInput> = NonNullable<Declaration<Row, CreateInput>['create']>;

/** An entity whose rows are made one by one from a create's arguments. */
/* @__NO_SIDE_EFFECTS__ */
function made<Row, CreateInput = unknown>(
  d: Declaration<Row, CreateInput> & { create: Create<Row, CreateInput> },
) {
  return d;
}

/** An entity whose rows are only ever written by rules of their own (the profile, a plan's ticks). */
/* @__NO_SIDE_EFFECTS__ */
function written<Row>(d: Omit<Declaration<Row, never>, 'create'>) {
  return d;
}

export const SYNCED_ENTITIES = {
  goals: made({ row: goal, indexes: 'id, createdAt', create: { body: goalCreateBody } }),
  tasks: made<Task, z.input<typeof taskCreateBody>>({
    row: task,
    indexes: 'id, goalId, createdAt',
    create: {
      body: taskCreateBody,
      // a task made before scheduled dates were required has none: it is scheduled on its creation day
      adjust: (t) => ({ scheduledDate: t.scheduledDate ?? t.createdAt.slice(0, 10) }),
    },
  }),
  entries: made<Entry, z.input<typeof entryCreateBody>>({
    row: entry,
    indexes: 'id, date',
    create: {
      body: entryCreateBody,
      adjust: (e) => ({
        verseReflection: e.verseReflection,
        // an exported plan of an early build may have none
        priorities: e.priorities.length ? e.priorities : ['(none)'],
        challenges: e.challenges ?? '',
        encouragement: e.encouragement ?? '',
        ...(e.prayedFor?.length ? { prayedFor: e.prayedFor } : {}),
      }),
    },
  }),
  dailyActions: written({ row: dailyActionCompletion, indexes: 'id, date, entryId' }),
  profile: written({ row: profile, indexes: 'id' }),
  prayers: made({ row: prayer, indexes: 'id, status, createdAt', create: { body: prayerCreateBody } }),
  conflicts: written({ row: conflict, indexes: 'id, rowId' }),
  readingPlans: made({
    row: readingPlan,
    indexes: 'id, status, createdAt',
    create: { body: readingPlanStartBody },
  }),
  readingProgress: written({ row: readingProgress, indexes: 'id, planId, readOn' }),
  // issue 38: study marks; a highlight's and a bookmark's id is its verse's (verseMarkId)
  highlights: made({ row: highlight, indexes: 'id, book, updatedAt', create: { body: highlightSetBody } }),
  notes: made({ row: note, indexes: 'id, book, updatedAt', create: { body: noteCreateBody } }),
  bookmarks: made({ row: bookmark, indexes: 'id, book, updatedAt', create: { body: bookmarkSetBody } }),
} as const;

export type SyncedEntities = typeof SYNCED_ENTITIES;
export type SyncTable = keyof SyncedEntities;
export const SYNC_TABLES = Object.keys(SYNCED_ENTITIES) as SyncTable[];
/** The row type of a synced table. */
export type RowOf<T extends SyncTable> = SyncedEntities[T]['row'] extends z.ZodMiniType<infer R> ? R : never;
/** The tables whose rows are made one by one from a create's arguments. */
export type CreatableTable = {
  [T in SyncTable]: 'create' extends keyof SyncedEntities[T] ? T : never;
}[SyncTable];

/**
 * The arguments of the create that makes `row` again, as the row is now: every key of the
 * create's body taken from the row (a new field of both is carried without a word here), then the
 * declaration's adjustments. Check the answer with the create's schema before sending it.
 */
export function createArgsFrom<T extends CreatableTable>(table: T, row: RowOf<T>): Record<string, unknown> {
  const create = SYNCED_ENTITIES[table].create as Create<RowOf<T>, Record<string, unknown>>;
  const args: Record<string, unknown> = {};
  const source = row as Record<string, unknown>;
  for (const key of Object.keys(create.body.def.shape)) {
    if (key in source && source[key] !== undefined) args[key] = source[key];
  }
  return { ...args, ...create.adjust?.(row) };
}
