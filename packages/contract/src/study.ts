import * as z from 'zod/mini';
import { checked } from './checked';
import { timestamp, uuid } from './common';
import type { FormValues, SameKeys, TextFieldsOf, TextPolicy, UpdateFields } from './entity-fields';

/**
 * Study marks in the Bible reader (issue 38): highlights, notes and bookmarks. They belong to the
 * verse (an OSIS book id, a chapter, a verse), not to a translation's wording, so they show in
 * every translation. Whether a book, chapter and verse exist is the domain's rule
 * (`verseRangeProblem`, over @reign/bible's counts), which the contract cannot import.
 */

/** The five highlight colours, by name (the reader maps each to a light and a dark shade). */
export const HIGHLIGHT_COLOURS = ['yellow', 'green', 'blue', 'pink', 'purple'] as const;
export type HighlightColour = (typeof HIGHLIGHT_COLOURS)[number];

/** The longest note. */
export const NOTE_MAX_LENGTH = 10_000;

export const studyMessages = {
  book: 'Choose a book of the Bible',
  unknownBook: ({ book }: { book: string }) => `There is no book "${book}" in the Bible.`,
  chapter: 'Choose a chapter',
  chapterOutOfRange: ({ book, chapters }: { book: string; chapters: number }) =>
    `${book} has ${chapters} chapter${chapters === 1 ? '' : 's'}: choose one of 1 to ${chapters}.`,
  verse: 'Choose a verse',
  verseOutOfRange: ({ book, chapter, verses }: { book: string; chapter: number; verses: number }) =>
    `${book} ${chapter} has ${verses} verse${verses === 1 ? '' : 's'}: choose verses 1 to ${verses}.`,
  reversed: 'A passage runs from its first verse to a later one.',
  colour: 'Choose a colour: yellow, green, blue, pink or purple',
  noteEmpty: 'Write something in the note',
  noteTooLong: 'A note can be at most 10,000 characters',
  wrongId: "This mark's id does not belong to its verse.",
  notFound: 'Note not found.',
  highlightNotFound: 'That highlight was not found.',
  bookmarkNotFound: 'That bookmark was not found.',
} as const;

const book = checked(
  z.string({ error: studyMessages.book }),
  z.minLength(1, studyMessages.book),
  z.maxLength(16),
);
const chapter = checked(
  z.int({ error: studyMessages.chapter }),
  z.minimum(1, studyMessages.chapter),
  z.maximum(200, studyMessages.chapter),
);
const verse = checked(
  z.int({ error: studyMessages.verse }),
  z.minimum(1, studyMessages.verse),
  z.maximum(200, studyMessages.verse),
);
const colour = z.enum(HIGHLIGHT_COLOURS, { error: studyMessages.colour });
/** A note's text: plain text with line breaks, trimmed, not empty, at most NOTE_MAX_LENGTH characters. */
const noteText = checked(
  z.string({ error: studyMessages.noteEmpty }),
  z.trim(),
  z.minLength(1, studyMessages.noteEmpty),
  z.maxLength(NOTE_MAX_LENGTH, studyMessages.noteTooLong),
);

/** One verse: where a highlight or a bookmark is. */
const verseFields = { book, chapter, verse };

/** A highlighted verse: one row per verse and user (id: `verseMarkId('highlight', …)`). */
export const highlight = z.object({
  id: uuid,
  book: z.string(),
  chapter: z.int(),
  verse: z.int(),
  colour,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Highlight = z.infer<typeof highlight>;

/** 'highlight.set': the verse's highlight in a colour, made or recoloured (or made again after a removal). */
export const highlightSetBody = z.strictObject({ id: uuid, ...verseFields, colour });
export type HighlightSetBody = z.input<typeof highlightSetBody>;

/** A bookmarked verse: one row per verse and user (id: `verseMarkId('bookmark', …)`). */
export const bookmark = z.object({
  id: uuid,
  book: z.string(),
  chapter: z.int(),
  verse: z.int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Bookmark = z.infer<typeof bookmark>;

/** 'bookmark.set': the verse bookmarked (made, or made again after a removal). */
export const bookmarkSetBody = z.strictObject({ id: uuid, ...verseFields });
export type BookmarkSetBody = z.input<typeof bookmarkSetBody>;

/** A note on a passage of one chapter (verseStart to verseEnd), UUIDv7 made on the device. */
export const note = z.object({
  id: uuid,
  book: z.string(),
  chapter: z.int(),
  verseStart: z.int(),
  verseEnd: z.int(),
  text: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Note = z.infer<typeof note>;

/** The note dialog's form (its text alone: the passage is the selection). */
export const noteForm = z.object({ text: noteText });
export type NoteFormValues = z.input<typeof noteForm>;

/** 'note.create'; the same id again is the same note. */
export const noteCreateBody = z.strictObject({
  id: z.optional(uuid),
  book,
  chapter,
  verseStart: verse,
  verseEnd: verse,
  text: noteText,
});
export type NoteCreateBody = z.input<typeof noteCreateBody>;

/** 'note.update': the text (the passage of a note does not change). */
export const noteUpdateBody = z.strictObject({ text: noteText });
export type NoteUpdateBody = z.input<typeof noteUpdateBody>;
/** The update takes the create's fields but the passage (a note stays on its verses). */
export const NOTE_BODIES_AGREE: SameKeys<
  keyof NoteUpdateBody,
  UpdateFields<NoteCreateBody, never, 'book' | 'chapter' | 'verseStart' | 'verseEnd'>
> = true;
/** A note's text: two devices' edits are kept as a conflict (conflicts.ts). */
export const NOTE_TEXT_FIELDS = { text: 'conflict' } as const satisfies Record<
  TextFieldsOf<NoteUpdateBody>,
  TextPolicy
>;
/** What the note dialog starts from. */
export const noteFormEmpty: FormValues<NoteFormValues> = { text: '' };
