import { BOOKS, bookText, COMMENTARY_CREDIT } from '@reign/bible';
import { readBible, readCommentary } from '@reign/bible/node';
import { type BibleTranslation, TRANSLATIONS } from '@reign/contract';

/** What a device keeps is each book's JSON answer: its size is the sum of those answers' bytes. */
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

let translations: Promise<BibleTranslation[]> | undefined;
let commentary: Promise<number> | undefined;

/** The three translations with the bytes their 66 books take on a device (worked out once). */
export function translationSizes(): Promise<BibleTranslation[]> {
  translations ??= Promise.all(
    TRANSLATIONS.map(async (t) => {
      const bible = await readBible(t.id);
      const bytes = BOOKS.reduce((sum, book) => sum + jsonBytes(bookText(bible, book)), 0);
      return { ...t, bytes };
    }),
  );
  return translations;
}

/** One book of the commentary as the API answers it, or undefined for a book Henry did not cover. */
export async function commentaryBookOf(osis: string) {
  const book = (await readCommentary()).book(osis);
  return book && { book: book.name, osis: book.osis, credit: COMMENTARY_CREDIT, chapters: book.chapters };
}

/** The bytes the whole commentary takes on a device (worked out once). */
export function commentaryBytes(): Promise<number> {
  commentary ??= Promise.all(BOOKS.map((b) => commentaryBookOf(b.osis))).then((books) =>
    books.reduce((sum, book) => sum + (book ? jsonBytes(book) : 0), 0),
  );
  return commentary;
}
