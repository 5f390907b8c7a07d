import type { Highlight } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { declaredTable, valueColumns } from '../../db/synced-table';

/** highlights (issue 38): one row per verse and user, its id the verse's (verseMarkId). */
export const highlightRows = declaredTable<Highlight>('highlights', {
  ...valueColumns('book', 'chapter', 'verse', 'colour'),
});

/** A removed highlight made live again (its row is then written as the rule made it). */
export async function reviveHighlight(db: Queryable, id: string): Promise<void> {
  await db`update highlights set deleted_at = null where id = ${id}`;
}
