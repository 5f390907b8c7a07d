import { parseReference } from './reference';

/** The shape of data/<id>-bible.json (WEB, KJV, RV1909); `localName` is the book in the text's language. */
export interface BibleData {
  translation: string;
  abbreviation: string;
  language?: string;
  license: string;
  books: Array<{ name: string; osis: string; localName?: string; chapters: string[][] }>;
}

export interface Passage {
  reference: string;
  text: string;
}

/** Lookup over a loaded Bible text. The data is large: load it lazily (server: readBible; web: dynamic import). */
export function createBible(data: BibleData) {
  const byOsis = new Map(data.books.map((b) => [b.osis, b]));
  return {
    translation: data.abbreviation,
    /** The book's name in the translation's language ('Salmos'), or undefined for an unknown OSIS id. */
    bookName(osis: string): string | undefined {
      const book = byOsis.get(osis);
      return book && (book.localName ?? book.name);
    },
    /** How many chapters a book has (0 for an unknown OSIS id). */
    chapterCount(osis: string): number {
      return byOsis.get(osis)?.chapters.length ?? 0;
    },
    /** The verses of one chapter, or undefined when the book or chapter does not exist. */
    chapter(osis: string, chapter: number): readonly string[] | undefined {
      return byOsis.get(osis)?.chapters[chapter - 1];
    },
    /** The text of a reference, verses joined by a space; undefined when the book, chapter or a verse does not exist. */
    lookup(reference: string): Passage | undefined {
      const parsed = parseReference(reference);
      if (!parsed) return undefined;
      const chapter = byOsis.get(parsed.book.osis)?.chapters[parsed.chapter - 1];
      if (!chapter) return undefined;
      const verses = parsed.verses.length ? parsed.verses : chapter.map((_, i) => i + 1);
      const texts: string[] = [];
      for (const v of verses) {
        const t = chapter[v - 1];
        if (t === undefined) return undefined;
        texts.push(t);
      }
      return { reference: reference.trim(), text: texts.join(' ') };
    },
  };
}
export type Bible = ReturnType<typeof createBible>;
