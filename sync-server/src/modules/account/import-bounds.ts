import { ACCOUNT_LIMITS, type CountedTable, SYNCED_ENTITIES, uuid } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import { entryRows } from '../entries';
import { goalRows } from '../goals';
import { prayerRows } from '../prayers';
import { bookmarkRows, highlightRows, noteRows } from '../study';
import { taskRows } from '../tasks';

/** A table whose rows count against an account limit, as the import's check reads it. */
interface CountedRows {
  countLive(db: Queryable, userId: number): Promise<number>;
  countNewIds(db: Queryable, ids: readonly string[]): Promise<number>;
}

/**
 * How an import keeps each table an account limit counts (its declaration's `limit.account`): the
 * whole file refused before anything is written (`CountedRows`), or each row checked as it goes in
 * and refused past the limit ('row by row'). A counted table left out does not compile.
 */
const COUNTED: Record<CountedTable, CountedRows | 'row by row'> = {
  goals: goalRows,
  tasks: taskRows,
  prayers: prayerRows,
  entries: entryRows,
  highlights: highlightRows,
  notes: noteRows,
  bookmarks: bookmarkRows,
  // each plan through the reading-plan service's own check (import-reading-plans.ts)
  readingPlans: 'row by row',
  // each version through the conflict rule (import-conflicts.ts): an older file's extra versions
  // are refused, the rest of it still goes in
  conflicts: 'row by row',
};

/** The distinct well-formed ids of a kind's exported rows (a row without one is refused later anyway). */
function idsOf(raws: readonly unknown[]): string[] {
  const ids = new Set<string>();
  for (const raw of raws) {
    const id = uuid.safeParse((raw as { id?: unknown } | null)?.id);
    if (id.success) ids.add(id.data.toLowerCase());
  }
  return [...ids];
}

/**
 * Refuses, before anything is written, an import that would take the account past a limit of
 * ACCOUNT_LIMITS checked whole (COUNTED): the user's live rows plus the file's rows whose ids are new here (an id already
 * here is kept, not added). 409 `account_limit` naming the limit; nothing is imported. Counting a
 * plan for a day that has one as new is on the safe side (it is merged, not added). The services
 * check each create again, so a create racing the import is still bounded.
 */
export async function refuseImportPastLimits(
  db: Queryable,
  userId: number,
  body: Record<CountedTable, readonly unknown[]>,
): Promise<void> {
  for (const table of Object.keys(COUNTED) as CountedTable[]) {
    const rows = COUNTED[table];
    const raws = body[table];
    if (rows === 'row by row' || raws.length === 0) continue;
    const kind = SYNCED_ENTITIES[table].limit.account;
    const adding = await rows.countNewIds(db, idsOf(raws));
    const have = await rows.countLive(db, userId);
    const limit = ACCOUNT_LIMITS[kind];
    if (adding > 0 && have + adding > limit) {
      const said = { code: 'limit.importPast', values: { kind, adding, have, limit } } as const;
      throw new HttpError(409, said, { code: 'account_limit' });
    }
  }
}
