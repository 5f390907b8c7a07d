import { bookFromSlug, bookSlug, COMMENTARY_CREDIT, parseReference } from '@reign/bible';
import {
  type CommentaryResponse,
  commentaryBook,
  commentaryMessages,
  commentaryRoutes,
} from '@reign/contract/commentary';
import * as z from 'zod/mini';
import { ApiError, callApi, urlFor } from '../../api';
import { COMMENTARY_CACHE } from '../../pwa/bible-cache';

/** The URL of one book of the commentary (the unit kept on the device). */
export const commentaryBookUrl = (bookName: string) =>
  urlFor(commentaryRoutes.commentaryBook, { book: bookSlug(bookName) });

/** A book of the commentary from this device's cache, or undefined when it is not kept here. */
export async function commentaryBookOnDevice(bookName: string) {
  if (typeof caches === 'undefined') return undefined;
  const hit = await (await caches.open(COMMENTARY_CACHE)).match(commentaryBookUrl(bookName));
  if (!hit) return undefined;
  const parsed = z.safeParse(commentaryBook, await hit.json());
  return parsed.success ? parsed.data : undefined;
}

/** The sections of a kept book that hold a verse of `chapter` (all of the chapter's when `verse` is null). */
async function sectionsOnDevice(reference: string): Promise<CommentaryResponse | undefined> {
  const parsed = parseReference(reference);
  const book = parsed && bookFromSlug(parsed.book.name);
  const kept = book && (await commentaryBookOnDevice(book.name));
  const chapter = parsed && kept?.chapters[parsed.chapter - 1];
  if (!parsed || !book || !chapter) return undefined;
  const wanted = (from: number, to: number) =>
    parsed.verses.length === 0 || parsed.verses.some((v) => from <= v && v <= to);
  const sections = chapter.sections
    .filter((s) => wanted(s.from, s.to))
    .map((s) => ({
      reference: `${book.name} ${parsed.chapter}:${s.from === s.to ? s.from : `${s.from}-${s.to}`}`,
      text: s.text,
    }));
  return { reference, credit: COMMENTARY_CREDIT, sections };
}

/**
 * Matthew Henry on a reference ('John 3:16'): from the server, or offline from the book kept by
 * 'Keep on this device'. A network failure with nothing kept stays an ApiError with code 'network'.
 */
export async function fetchVerseCommentary(reference: string): Promise<CommentaryResponse> {
  try {
    return await callApi(commentaryRoutes.commentary, { params: { reference } });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'network') throw err;
    const kept = await sectionsOnDevice(reference);
    if (!kept) throw err;
    if (kept.sections.length === 0) {
      throw new ApiError({
        status: 404,
        code: 'not_found',
        message: commentaryMessages.noComment,
        fromServer: true,
      });
    }
    return kept;
  }
}
