import { ACCOUNT_LIMITS, uuid } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import { entryRows } from '../entries';
import { goalRows } from '../goals';
import { prayerRows } from '../prayers';
import { bookmarkRows, highlightRows, noteRows } from '../study';
import { taskRows } from '../tasks';

/** A table whose rows count against an account limit, as the import's check reads it. */
interface CountedTable {
  countLive(db: Queryable, userId: number): Promise<number>;
  countNewIds(db: Queryable, ids: readonly string[]): Promise<number>;
}

const COUNTED = [
  ['goals', goalRows],
  ['tasks', taskRows],
  ['prayers', prayerRows],
  ['entries', entryRows],
  ['highlights', highlightRows],
  ['notes', noteRows],
  ['bookmarks', bookmarkRows],
] as const satisfies readonly (readonly [keyof typeof ACCOUNT_LIMITS, CountedTable])[];

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
 * ACCOUNT_LIMITS: the user's live rows plus the file's rows whose ids are new here (an id already
 * here is kept, not added). 409 `account_limit` naming the limit; nothing is imported. Counting a
 * plan for a day that has one as new is on the safe side (it is merged, not added). The services
 * check each create again, so a create racing the import is still bounded.
 */
export async function refuseImportPastLimits(
  db: Queryable,
  userId: number,
  body: Record<(typeof COUNTED)[number][0], readonly unknown[]>,
): Promise<void> {
  for (const [kind, table] of COUNTED) {
    const raws = body[kind];
    if (raws.length === 0) continue;
    const adding = await table.countNewIds(db, idsOf(raws));
    const have = await table.countLive(db, userId);
    const limit = ACCOUNT_LIMITS[kind];
    if (adding > 0 && have + adding > limit) {
      const said = { code: 'limit.importPast', values: { kind, adding, have, limit } } as const;
      throw new HttpError(409, said, { code: 'account_limit' });
    }
  }
}
