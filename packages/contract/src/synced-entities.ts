import type * as z from 'zod/mini';
import { conflict } from './conflicts';
import { dailyActionCompletion } from './daily-actions';
import { entry, entryCreateBody } from './entries';
import { goal, goalCreateBody } from './goals';
import type { AccountLimitKind } from './limits';
import { prayer, prayerCreateBody } from './prayers';
import { profile } from './profile';
import { readingPlan, readingPlanStartBody, readingProgress } from './reading-plans';
import { bookmark, bookmarkSetBody, highlight, highlightSetBody, note, noteCreateBody } from './study';
import { task, taskCreateBody } from './tasks';

/**
 * Every synced entity, declared once (docs/architecture.md, 'Adding a field'). From a declaration
 * come the pull's change schema (sync.ts), the export file's lists (account-data.ts), the arguments
 * that make a row again from a stored one (a refusal sent again, an import: `createArgsFrom`) and,
 * on the device, the Dexie table and its indexes (checked by web/src/db/schema.test.ts). The
 * server's columns are declared against the row's type (each repository's `entityColumns`), so a
 * field of the row without a column does not compile. Its bounds are declared with it: how many
 * rows one account may keep and how its list is read (a declaration without them does not compile).
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

/** A declaration's bounds, required of every one. */
interface Bounds<L extends RowLimit, R extends ListRead> {
  /** the most live rows one account keeps (limits.ts) */
  limit: L;
  /** how its rows are read outside the sync pull (which pages every table) */
  list: R;
}

/** How many rows of an entity one account may keep: kinds of ACCOUNT_LIMITS. */
export type RowLimit =
  /** one row per account (the profile) */
  | 'one'
  /** `account` live rows in all, and with `perRow` at most that many about one row of another entity */
  | { account: AccountLimitKind; perRow?: AccountLimitKind }
  /** `perRow` live rows of each row of the entity `of` (a plan's ticks): bounded by that entity's limit */
  | { perRow: AccountLimitKind; of: string };

/**
 * How the API reads an entity's rows (routes.ts checks that each route named here is in the table,
 * and that a paged one takes the page query).
 */
export type ListRead =
  /** a list route answering pages (page-query.ts: a cursor and a bounded size) */
  | { paged: string }
  /** a route answering rows bounded by nature: one row, or the rows of one parent (its `perRow` limit) */
  | { bounded: string }
  /** no list route: read through the sync pull and the export only */
  | 'pull';

type Create<Row, CreateInput> = NonNullable<Declaration<Row, CreateInput>['create']>;

/** An entity whose rows are made one by one from a create's arguments. */
/* @__NO_SIDE_EFFECTS__ */
function made<Row, Body extends z.ZodMiniObject, const L extends RowLimit, const R extends ListRead>(
  d: Declaration<Row, z.input<Body>> & {
    create: { body: Body; adjust?: (row: Row) => Partial<z.input<Body>> };
  } & Bounds<L, R>,
) {
  return d;
}

/** An entity whose rows are only ever written by rules of their own (the profile, a plan's ticks). */
/* @__NO_SIDE_EFFECTS__ */
function written<Row, const L extends RowLimit, const R extends ListRead>(
  d: Omit<Declaration<Row, never>, 'create'> & Bounds<L, R>,
) {
  return d;
}

export const SYNCED_ENTITIES = {
  goals: made({
    row: goal,
    indexes: 'id, createdAt',
    create: { body: goalCreateBody },
    limit: { account: 'goals' },
    list: { paged: 'listGoals' },
  }),
  tasks: made({
    row: task,
    indexes: 'id, goalId, createdAt',
    create: {
      body: taskCreateBody,
      // a task made before scheduled dates were required has none: it is scheduled on its creation day
      adjust: (t) => ({ scheduledDate: t.scheduledDate ?? t.createdAt.slice(0, 10) }),
    },
    limit: { account: 'tasks' },
    list: { paged: 'listTasks' },
  }),
  entries: made({
    row: entry,
    indexes: 'id, date',
    create: {
      body: entryCreateBody,
      adjust: (e) => ({
        verseReflection: e.verseReflection,
        verseTranslation: e.verseTranslation,
        // an exported plan of an early build may have none
        priorities: e.priorities.length ? e.priorities : ['(none)'],
        challenges: e.challenges ?? '',
        encouragement: e.encouragement ?? '',
        ...(e.prayedFor?.length ? { prayedFor: e.prayedFor } : {}),
      }),
    },
    limit: { account: 'entries' },
    list: { paged: 'listEntries' },
  }),
  dailyActions: written({
    row: dailyActionCompletion,
    indexes: 'id, date, entryId',
    limit: { perRow: 'dailyActionsPerPlan', of: 'entries' },
    // one plan's, by its date
    list: { bounded: 'dailyActionsForDate' },
  }),
  profile: written({ row: profile, indexes: 'id', limit: 'one', list: { bounded: 'getProfile' } }),
  prayers: made({
    row: prayer,
    indexes: 'id, status, createdAt',
    create: { body: prayerCreateBody },
    limit: { account: 'prayers' },
    list: { paged: 'listPrayers' },
  }),
  conflicts: written({
    row: conflict,
    indexes: 'id, rowId',
    limit: { account: 'conflicts', perRow: 'conflictsPerRow' },
    list: 'pull',
  }),
  readingPlans: made({
    row: readingPlan,
    indexes: 'id, status, createdAt',
    create: { body: readingPlanStartBody },
    limit: { account: 'readingPlans' },
    list: { paged: 'listReadingPlans' },
  }),
  readingProgress: written({
    row: readingProgress,
    indexes: 'id, planId, readOn',
    limit: { perRow: 'readingDaysPerPlan', of: 'readingPlans' },
    // one plan's
    list: { bounded: 'readingPlanProgress' },
  }),
  // issue 38: study marks; a highlight's and a bookmark's id is its verse's (verseMarkId)
  highlights: made({
    row: highlight,
    indexes: 'id, book, updatedAt',
    create: { body: highlightSetBody },
    limit: { account: 'highlights' },
    list: 'pull',
  }),
  notes: made({
    row: note,
    indexes: 'id, book, updatedAt',
    create: { body: noteCreateBody },
    limit: { account: 'notes' },
    list: 'pull',
  }),
  bookmarks: made({
    row: bookmark,
    indexes: 'id, book, updatedAt',
    create: { body: bookmarkSetBody },
    limit: { account: 'bookmarks' },
    list: 'pull',
  }),
} as const;

export type SyncedEntities = typeof SYNCED_ENTITIES;
export type SyncTable = keyof SyncedEntities;
export const SYNC_TABLES = Object.keys(SYNCED_ENTITIES) as SyncTable[];
/** The row type of a synced table. */
export type RowOf<T extends SyncTable> = SyncedEntities[T]['row'] extends z.ZodMiniType<infer R> ? R : never;
/** The kinds of ACCOUNT_LIMITS a declaration names. */
type LimitKinds<L> =
  | (L extends { account: infer A } ? A : never)
  | (L extends { perRow: infer P } ? P : never);
// Every limit of ACCOUNT_LIMITS is some entity's: a limit no declaration names does not compile.
type Unnamed = Exclude<
  AccountLimitKind,
  { [T in SyncTable]: LimitKinds<SyncedEntities[T]['limit']> }[SyncTable]
>;
export const EVERY_ACCOUNT_LIMIT_DECLARED: [Unnamed] extends [never] ? true : Unnamed = true;
/** The tables an account limit counts as a whole (their creates and an import check it). */
export type CountedTable = {
  [T in SyncTable]: SyncedEntities[T]['limit'] extends { account: AccountLimitKind } ? T : never;
}[SyncTable];
/** The name of the route that lists a table's rows, when it has one. */
export type ListRouteOf<T extends SyncTable> = SyncedEntities[T]['list'] extends { paged: infer N }
  ? N
  : SyncedEntities[T]['list'] extends { bounded: infer N }
    ? N
    : never;
/** The tables whose list route answers pages. */
export type PagedTable = {
  [T in SyncTable]: SyncedEntities[T]['list'] extends { paged: string } ? T : never;
}[SyncTable];

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
