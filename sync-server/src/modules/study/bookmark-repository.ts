import type { Bookmark } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { declaredTable, valueColumns } from '../../db/synced-table';

/** bookmarks (issue 38): one row per verse and user, its id the verse's (verseMarkId). */
export const bookmarkRows = declaredTable<Bookmark>('bookmarks', {
  ...valueColumns('book', 'chapter', 'verse'),
});

/** A removed bookmark made live again (its row is then written as the rule made it). */
export async function reviveBookmark(db: Queryable, id: string): Promise<void> {
  await db`update bookmarks set deleted_at = null where id = ${id}`;
}
