import * as z from 'zod/mini';
import { checked } from './checked';
import { get, routeTable } from './route-builder';

/** The most verses one commentary answer covers, as for /api/debug (a long chapter's sections are large). */
export const MAX_COMMENTARY_VERSES = 30;

export const commentaryMessages = {
  tooManyVerses: `Ask for the comment on at most ${MAX_COMMENTARY_VERSES} verses at a time.`,
  notAReference: 'No verse by that name. Use a reference such as John 3:16.',
  noComment: 'Matthew Henry wrote no comment on that passage.',
} as const;

export const commentaryParams = z.strictObject({ reference: checked(z.string(), z.maxLength(100)) });

/** One section of Matthew Henry's Concise Commentary: the verses it covers and the whole comment. */
export const commentarySection = z.object({ reference: z.string(), text: z.string() });

export const commentaryResponse = z.object({
  reference: z.string(),
  credit: z.string(),
  sections: z.array(commentarySection),
});
export type CommentaryResponse = z.infer<typeof commentaryResponse>;

/** One book of the commentary (the unit kept on a device): each chapter's outline and sections. */
export const commentaryBook = z.object({
  book: z.string(),
  osis: z.string(),
  credit: z.string(),
  chapters: z.array(
    z.object({
      outline: z.array(z.string()),
      sections: z.array(z.object({ from: z.number(), to: z.number(), text: z.string() })),
    }),
  ),
});
export type CommentaryBook = z.infer<typeof commentaryBook>;

export const commentaryBookParams = z.strictObject({
  book: checked(z.string(), z.minLength(1), z.maxLength(40)),
});

/** The bytes of the whole commentary kept on a device (its 66 book answers, before compression). */
export const commentarySize = z.object({ bytes: z.number() });

/** Matthew Henry's Concise Commentary and Spurgeon's The Treasury of David (public domain), read by the server; public, never changing. */
export const commentaryRoutes = routeTable('commentary', 'public', {
  commentary: get('/api/commentary/:reference', {
    summary: `Matthew Henry's Concise Commentary on a reference (at most ${MAX_COMMENTARY_VERSES} verses): the whole section(s) holding it, with the credit`,
    params: commentaryParams,
    response: commentaryResponse,
  }),
  verseComment: get('/api/verse-comment/:reference', {
    summary:
      "The whole comment a verse's built-in reflection is taken from (Spurgeon's on a psalm verse, else Matthew Henry's section), with the credit",
    params: commentaryParams,
    response: commentaryResponse,
  }),
  commentaryBook: get('/api/commentary-book/:book', {
    summary: "Matthew Henry's Concise Commentary on a whole book (for reading offline)",
    params: commentaryBookParams,
    response: commentaryBook,
  }),
  commentarySize: get('/api/commentary-size', {
    summary: 'The bytes the whole commentary takes when kept on a device',
    response: commentarySize,
  }),
});
