import * as z from 'zod/mini';
import { ownPrayerMark } from './circle-prayers';
import { ownCircleNote } from './circle-readings';
import { circleMembership } from './circles';
import { conflict } from './conflicts';
import { dailyActionCompletion } from './daily-actions';
import { entry } from './entries';
import { goal } from './goals';
import { myWallRequest } from './prayer-wall';
import { prayer } from './prayers';
import { profile } from './profile';
import { readingPlan, readingProgress } from './reading-plans';
import { get, post, routeTable } from './route-builder';
import { MiB } from './route-spec';
import { bookmark, highlight, note } from './study';
import type { SyncTable } from './synced-entities';
import { task } from './tasks';

/** 'Export my data': everything of the user's own that syncs, in the API's shapes. */
export const accountExport = z.object({
  format: z.literal('reign-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  entries: z.array(entry),
  goals: z.array(goal),
  tasks: z.array(task),
  dailyActions: z.array(dailyActionCompletion),
  profile: profile,
  prayers: z.array(prayer),
  /** versions kept beside rows written concurrently, not settled yet (docs/sync-protocol.md) */
  conflicts: z.array(conflict),
  /** issue 38: started reading plans and the days read */
  readingPlans: z.array(readingPlan),
  readingProgress: z.array(readingProgress),
  /** study marks (issue 38) */
  highlights: z.array(highlight),
  notes: z.array(note),
  bookmarks: z.array(bookmark),
  /** issue 52: the circles the person is in, and each 'I prayed' of theirs (their shared requests are in `prayers`) */
  circles: z.array(circleMembership),
  prayedInCircles: z.array(ownPrayerMark),
  /** the notes the person left on their circles' readings */
  notesInCircles: z.array(ownCircleNote),
  /** the person's requests on the server's prayer wall, with their status (never imported: a wall is one server's) */
  wallRequests: z.array(myWallRequest),
});
export type AccountExport = z.infer<typeof accountExport>;

// Every synced table of the contract (synced-entities.ts) is in the file and taken back by an
// import: a table added without them does not compile.
type InFile = Exclude<keyof AccountExport, 'format' | 'version' | 'exportedAt'>;
type TakenBack = Exclude<keyof z.output<typeof accountImportBody>, 'format' | 'version' | 'exportedAt'>;
type Missing = Exclude<SyncTable, InFile> | Exclude<SyncTable, TakenBack>;
export const EVERY_SYNCED_TABLE_EXPORTED: [Missing] extends [never] ? true : Missing = true;

/**
 * The most rows of each kind one import takes: far more than a real export holds (one plan a day
 * for 27 years, a few completions per plan). Above them the import answers 413 and saves nothing.
 */
export const ACCOUNT_IMPORT_LIMITS = {
  entries: 10_000,
  goals: 2_000,
  tasks: 20_000,
  dailyActions: 100_000,
  prayers: 10_000,
  conflicts: 10_000,
  readingPlans: 1_000,
  readingProgress: 100_000,
  highlights: 40_000,
  notes: 20_000,
  bookmarks: 10_000,
} as const;
/** The largest import body: ACCOUNT_IMPORT_LIMITS of long plans fit (the app's export is about 2 kB a plan). */
export const ACCOUNT_IMPORT_MAX_BYTES = 32 * MiB;

/** A kind of rows of an export file. */
export type ImportRowKind = keyof typeof ACCOUNT_IMPORT_LIMITS;

/** What each kind of rows is called in an import's messages. */
const IMPORT_ROW_WORDS: Record<ImportRowKind, string> = {
  entries: 'daily plans',
  goals: 'goals',
  tasks: 'tasks',
  dailyActions: 'action completions',
  prayers: 'prayer requests',
  conflicts: 'versions to review',
  readingPlans: 'reading plans',
  readingProgress: 'days read of reading plans',
  highlights: 'highlights',
  notes: 'notes',
  bookmarks: 'bookmarks',
};

export const accountImportMessages = {
  busy: 'An import of your data is already running. Please wait until it finishes, then try again.',
  rowNotValid: 'This row is not valid.',
  tooMany: ({ count, rows, limit }: { count: number; rows: ImportRowKind; limit: number }) =>
    `This file holds ${count.toLocaleString('en-US')} ${IMPORT_ROW_WORDS[rows]}; an import takes at most ${limit.toLocaleString('en-US')}.`,
  format: 'This is not a Reign export file.',
  version: 'This export file is from another version of Reign.',
} as const;

/** Import takes an export file back; rows are merged by id (an id already there is kept as it is). */
export const accountImportBody = z.object({
  format: z.literal('reign-export', { error: accountImportMessages.format }),
  version: z.literal(1, { error: accountImportMessages.version }),
  exportedAt: z.optional(z.string()),
  // the counts are checked by the server (413 above ACCOUNT_IMPORT_LIMITS), not here (a 400)
  entries: z._default(z.array(z.unknown()), []),
  goals: z._default(z.array(z.unknown()), []),
  tasks: z._default(z.array(z.unknown()), []),
  dailyActions: z._default(z.array(z.unknown()), []),
  // files exported before issue 20 have none
  prayers: z._default(z.array(z.unknown()), []),
  // files exported before conflicts were kept have none
  conflicts: z._default(z.array(z.unknown()), []),
  // files exported before issue 38 have none
  readingPlans: z._default(z.array(z.unknown()), []),
  readingProgress: z._default(z.array(z.unknown()), []),
  highlights: z._default(z.array(z.unknown()), []),
  notes: z._default(z.array(z.unknown()), []),
  bookmarks: z._default(z.array(z.unknown()), []),
  profile: z.optional(z.unknown()),
});

const counts = z.object({ added: z.int(), kept: z.int(), refused: z.int() });
export const accountImportResponse = z.object({
  entries: counts,
  goals: counts,
  tasks: counts,
  dailyActions: counts,
  prayers: counts,
  conflicts: counts,
  readingPlans: counts,
  readingProgress: counts,
  highlights: counts,
  notes: counts,
  bookmarks: counts,
  profile: z.enum(['imported', 'kept', 'absent']),
  /** the first reasons rows were refused (for example the free goal limit) */
  problems: z.array(z.string()),
});
export type AccountImportResponse = z.infer<typeof accountImportResponse>;

/** Export and import of the user's own data. */
export const accountDataRoutes = routeTable('account', 'signed-in', {
  exportAccountData: get('/api/account/export', {
    summary: "Everything of the user's own (plans, goals, tasks, completions, profile) as JSON",
    response: accountExport,
  }),
  importAccountData: post('/api/account/import', {
    summary:
      'Merge an export file back by id (rows already there are kept); one at a time per user; earns no points',
    body: accountImportBody,
    response: accountImportResponse,
    // an export file carries years of plans
    bodyLimit: ACCOUNT_IMPORT_MAX_BYTES,
  }),
});
