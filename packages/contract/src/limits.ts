/**
 * The most rows of each kind one account may keep (issue 40): generous, finite numbers no real
 * person reaches, so one account cannot grow the database or a list answer without bound. Deleted
 * rows do not count. Each synced entity's declaration names its limits (synced-entities.ts: a kind
 * no declaration names does not compile). Checked by the server on every create (REST, sync push,
 * import) with the user's row locked, so concurrent creates cannot cross them together. Free
 * members' own goal rule (membership) still applies on top.
 */
export const ACCOUNT_LIMITS = {
  /** daily plans: one a day, over 27 years */
  entries: 10_000,
  goals: 1_000,
  tasks: 10_000,
  prayers: 5_000,
  /** action completions of one daily plan (a plan has a few priorities of at most 20 actions) */
  dailyActionsPerPlan: 300,
  highlights: 20_000,
  notes: 10_000,
  bookmarks: 5_000,
  /** started reading plans, stopped ones too */
  readingPlans: 1_000,
  /** days read of one reading plan: its length, two years at most */
  readingDaysPerPlan: 730,
  /** versions kept for review (unsettled conflicts) of the whole account */
  conflicts: 1_000,
  /** versions kept for review beside one row (docs/decisions.md, 'Versions kept per row') */
  conflictsPerRow: 3,
} as const;
export type AccountLimitKind = keyof typeof ACCOUNT_LIMITS;

/** What each limit counts, in the words of its message. */
const LIMIT_WORDS: Record<AccountLimitKind, string> = {
  entries: 'daily plans',
  goals: 'goals',
  tasks: 'tasks',
  prayers: 'prayer requests',
  dailyActionsPerPlan: 'action completions on one daily plan',
  highlights: 'highlights',
  notes: 'notes',
  bookmarks: 'bookmarks',
  readingPlans: 'reading plans in progress',
  readingDaysPerPlan: 'days read of one reading plan',
  conflicts: 'versions to review',
  conflictsPerRow: 'versions to review of one row',
};

const count = (n: number) => n.toLocaleString('en-US');

/** The refusals past an account limit (ACCOUNT_LIMITS[kind] as `limit`), naming it. */
export const limitMessages = {
  /** a create past the limit */
  reached: ({ kind, limit }: { kind: AccountLimitKind; limit: number }) =>
    `You have reached the limit of ${count(limit)} ${LIMIT_WORDS[kind]}. Delete some to add more.`,
  /** an import that would take the account past it; nothing is imported */
  importPast: ({
    kind,
    adding,
    have,
    limit,
  }: {
    kind: AccountLimitKind;
    adding: number;
    have: number;
    limit: number;
  }) =>
    `This import would add ${count(adding)} ${LIMIT_WORDS[kind]} to the ${count(have)} you have, past the limit of ${count(limit)}. Nothing was imported; delete some first.`,
} as const;

/**
 * The bounds of circles (issue 52), checked on the server inside the write with the circle's row
 * (and, for a join or a new circle, the person's row) locked, so concurrent writes cannot cross
 * them together. Past one: 409 `circle_limit` naming it (circleMessages).
 */
export const CIRCLE_LIMITS = {
  /** circles one person belongs to */
  circlesPerPerson: 20,
  /** members of one circle, checked when someone joins */
  membersPerCircle: 200,
  /** invitations of one circle neither expired nor revoked */
  invitesPerCircle: 10,
  /** prayer requests shared with a circle at once (its live copies) */
  prayersPerCircle: 2_000,
  /** requests one person shares in 24 hours (stopping and sharing one again counts it once) */
  sharedPerDay: 20,
  /** 'I prayed' one person says in 24 hours, in all their circles */
  prayedPerDay: 100,
  /** plans a circle reads together at once */
  readingsPerCircle: 1,
  /** days one person marks read (or not) in 24 hours, in all their circles */
  readsPerDay: 200,
  /** notes one person leaves on readings in 24 hours, in all their circles */
  notesPerDay: 30,
} as const;

/**
 * The bounds of the church prayer wall (issue 52), per account in 24 hours, counted with the
 * person's row locked. Past one: 429 `rate_limited` naming it (prayerWallMessages).
 */
export const WALL_LIMITS = {
  /** requests one person posts to the wall (deleting one gives none back) */
  requestsPerDay: 5,
  /** requests one person reports */
  reportsPerDay: 20,
  /** 'I prayed' one person says on the wall */
  prayedPerDay: 100,
  /** the most requests the wall, a person's own list or a moderator's queue answers, newest first */
  listed: 200,
} as const;

/**
 * The referred friends `GET /api/referral-stats` lists, newest first (the app shows the newest 3);
 * its totals count them all.
 */
export const REFERRAL_STATS_SHOWN = 100;

/** The rows a list answers per page unless asked (`limit`), and the most it answers. */
export const PAGE_SIZE = { default: 100, max: 500 } as const;

/**
 * The response header that carries the next page's cursor of a list whose body is an array (the
 * spec fixes these as arrays); absent on the last page. A `Link: <...>; rel="next"` goes with it.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export const pageMessages = {
  limit: `Ask for between 1 and ${PAGE_SIZE.max} rows a page`,
  cursor: 'That page cursor is not valid; start again from the first page',
} as const;
