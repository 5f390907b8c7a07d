// Writes src/verse-counts.ts from data/*-bible.json: the verses of every chapter (the WEB's
// numbering), the chapters where the KJV or the Reina-Valera 1909 number more verses, and the words
// of every book, so verses can be checked and reading plans balanced without loading a 4 MB text.
// Run: node packages/bible/scripts/write-verse-counts.mjs, then biome check --write on it (test/verse-counts.test.ts checks they agree).
import { readFileSync, writeFileSync } from 'node:fs';

const read = (id) => JSON.parse(readFileSync(new URL(`../data/${id}-bible.json`, import.meta.url), 'utf8'));
const web = read('web');
const others = ['kjv', 'rv1909'].map(read);
const words = (text) => text.split(/\s+/).filter(Boolean).length;
const counts = web.books.map((book) => `  [${book.chapters.map((verses) => verses.length).join(', ')}],`);
const more = [];
for (const book of web.books) {
  const extra = [];
  book.chapters.forEach((verses, i) => {
    const most = Math.max(
      verses.length,
      ...others.map((t) => t.books.find((b) => b.osis === book.osis)?.chapters[i]?.length ?? 0),
    );
    if (most > verses.length) extra.push(`${i + 1}: ${most}`);
  });
  if (extra.length)
    more.push(`  ${/^\d/.test(book.osis) ? `'${book.osis}'` : book.osis}: { ${extra.join(', ')} },`);
}
const bookWords = web.books.map((book) => book.chapters.flat().reduce((sum, verse) => sum + words(verse), 0));

const source = `/**
 * The verses of every chapter of every book in canonical order (the WEB's numbering), the chapters
 * where another of Reign's translations numbers more verses, and each book's words: written by
 * scripts/write-verse-counts.mjs from data/*-bible.json (test/verse-counts.test.ts checks they still
 * agree). Verses are checked and reading plans balanced with these, without a 4 MB text.
 */
import { BOOKS } from './books';

export const VERSE_COUNTS: readonly (readonly number[])[] = [
${counts.join('\n')}
];

/** Chapters where the KJV or the Reina-Valera 1909 number more verses than the WEB: book, chapter, verses. */
const MORE_ELSEWHERE: Readonly<Record<string, Readonly<Record<number, number>>>> = {
${more.join('\n')}
};

/** Words in each book of the WEB, in canonical order (reading time estimates). */
export const BOOK_WORDS: readonly number[] = [${bookWords.join(', ')}];

const orderOf = new Map(BOOKS.map((b) => [b.osis, b.order]));

/** The number of chapters of a book (0 for an unknown OSIS id). */
export function chaptersIn(osis: string): number {
  const order = orderOf.get(osis);
  return order === undefined ? 0 : (VERSE_COUNTS[order]?.length ?? 0);
}

/**
 * The number of verses of a chapter in the translation that numbers the most (0 for an unknown
 * book or chapter): a mark on a verse belongs to the verse in every translation.
 */
export function versesIn(osis: string, chapter: number): number {
  const order = orderOf.get(osis);
  const web = order === undefined ? 0 : (VERSE_COUNTS[order]?.[chapter - 1] ?? 0);
  return Math.max(web, MORE_ELSEWHERE[osis]?.[chapter] ?? 0);
}
`;
writeFileSync(new URL('../src/verse-counts.ts', import.meta.url), source);
