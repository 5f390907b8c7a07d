import type {
  AccountLimitKind,
  Bookmark,
  BookmarkSetBody,
  Highlight,
  HighlightSetBody,
} from '@reign/contract';
import {
  bookmarkAfterSet,
  highlightAfterSet,
  markAfterDelete,
  type Stored,
  verseMarkId,
  verseRangeProblem,
} from '@reign/domain';
import type { Queryable, Tx } from '../../db/connect';
import type { EntityRow } from '../../db/synced-table';
import { badRequest, notFound } from '../../lib/http-error';
import { allLive } from '../../lib/paging';
import { idTaken, refuseAtAccountLimit, type WriteContext } from '../user-data';
import { bookmarkRows, reviveBookmark } from './bookmark-repository';
import { highlightRows, reviveHighlight } from './highlight-repository';

/** What a kind of verse mark is stored and decided by. */
interface MarkKind<E, I> {
  kind: 'highlight' | 'bookmark';
  limit: AccountLimitKind;
  rows: {
    find(db: Queryable, id: string, forUpdate?: boolean): Promise<EntityRow | undefined>;
    countLive(db: Queryable, userId: number): Promise<number>;
    insert(db: Queryable, userId: number, entity: E, version: number): Promise<EntityRow>;
    write(db: Queryable, entity: E, version: number): Promise<EntityRow>;
    writeTombstones(db: Queryable, entities: readonly E[], version: number): Promise<void>;
    toEntity(row: EntityRow): E;
    toStored(row: EntityRow): Stored<E>;
  };
  revive(db: Tx, id: string): Promise<void>;
  after(stored: Stored<E> | undefined, input: I, at: string): Stored<E> | null;
}

const HIGHLIGHTS: MarkKind<Highlight, HighlightSetBody> = {
  kind: 'highlight',
  limit: 'highlights',
  rows: highlightRows,
  revive: reviveHighlight,
  after: highlightAfterSet,
};
const BOOKMARKS: MarkKind<Bookmark, BookmarkSetBody> = {
  kind: 'bookmark',
  limit: 'bookmarks',
  rows: bookmarkRows,
  revive: reviveBookmark,
  after: bookmarkAfterSet,
};

/**
 * A verse's mark set (made, made again after a removal, or recoloured): 400 naming the problem for
 * a verse that does not exist, or an id that is not the verse's for this user; 409 past the
 * account's limit.
 */
async function setMark<E, I extends { id: string; book: string; chapter: number; verse: number }>(
  ctx: WriteContext,
  mark: MarkKind<E, I>,
  input: I,
): Promise<E> {
  const problem = verseRangeProblem(input.book, input.chapter, input.verse);
  if (problem) throw badRequest(problem);
  const id = await verseMarkId(mark.kind, ctx.userId, input.book, input.chapter, input.verse);
  if (input.id.toLowerCase() !== id) throw badRequest({ code: 'study.wrongId' });
  const found = await mark.rows.find(ctx.tx, id, true);
  if (found && found.userId !== ctx.userId) throw idTaken();
  const stored = found && mark.rows.toStored(found);
  if (!stored || stored.deleted) await refuseAtAccountLimit(ctx, mark.limit, mark.rows.countLive);
  const next = mark.after(stored, { ...input, id }, ctx.at);
  if (!next) return mark.rows.toEntity(found as EntityRow);
  if (!found) return mark.rows.toEntity(await mark.rows.insert(ctx.tx, ctx.userId, next, ctx.version));
  if (stored?.deleted) await mark.revive(ctx.tx, id);
  return mark.rows.toEntity(await mark.rows.write(ctx.tx, next, ctx.version));
}

/** A verse's mark removed; removing it again is fine; none, or another user's, is 404. */
async function deleteMark<E extends { updatedAt: string }, I>(
  ctx: WriteContext,
  mark: MarkKind<E, I>,
  id: string,
) {
  const found = await mark.rows.find(ctx.tx, id, true);
  if (!found || found.userId !== ctx.userId)
    throw notFound({
      code: mark.kind === 'highlight' ? 'study.highlightNotFound' : 'study.bookmarkNotFound',
    });
  const gone = markAfterDelete(mark.rows.toStored(found), ctx.at);
  if (gone) await mark.rows.writeTombstones(ctx.tx, [gone], ctx.version);
}

export const setHighlight = (ctx: WriteContext, input: HighlightSetBody) => setMark(ctx, HIGHLIGHTS, input);
export const deleteHighlight = (ctx: WriteContext, id: string) => deleteMark(ctx, HIGHLIGHTS, id);
export const setBookmark = (ctx: WriteContext, input: BookmarkSetBody) => setMark(ctx, BOOKMARKS, input);
export const deleteBookmark = (ctx: WriteContext, id: string) => deleteMark(ctx, BOOKMARKS, id);

/** All the user's live highlights (the account export; bounded by ACCOUNT_LIMITS). */
export const allHighlights = (db: Queryable, userId: number): Promise<Highlight[]> =>
  allLive(highlightRows, db, userId);
/** All the user's live bookmarks (the account export). */
export const allBookmarks = (db: Queryable, userId: number): Promise<Bookmark[]> =>
  allLive(bookmarkRows, db, userId);
