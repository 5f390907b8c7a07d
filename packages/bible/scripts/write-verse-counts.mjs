// Writes src/reading-plans/verse-counts.ts from data/web-bible.json: the verses of every chapter and
// the words of every book, so reading plans can be balanced without loading the 4 MB text.
// Run: node packages/bible/scripts/write-verse-counts.mjs (test/verse-counts.test.ts checks they agree).
import { readFileSync, writeFileSync } from 'node:fs';

const data = JSON.parse(readFileSync(new URL('../data/web-bible.json', import.meta.url), 'utf8'));
const words = (text) => text.split(/\s+/).filter(Boolean).length;
const counts = data.books.map((book) => `  [${book.chapters.map((verses) => verses.length).join(', ')}],`);
const bookWords = data.books.map((book) =>
  book.chapters.flat().reduce((sum, verse) => sum + words(verse), 0),
);

const source = `/**
 * The verses of every chapter of every book (the WEB's numbering), in canonical order, and each book's
 * words, written by scripts/write-verse-counts.mjs from data/web-bible.json (test/verse-counts.test.ts
 * checks they still agree). Reading plans are balanced with these, without the 4 MB text.
 */
export const VERSE_COUNTS: readonly (readonly number[])[] = [
${counts.join('\n')}
];

/** Words in each book of the WEB, in canonical order (reading time estimates). */
export const BOOK_WORDS: readonly number[] = [${bookWords.join(', ')}];
`;
writeFileSync(new URL('../src/reading-plans/verse-counts.ts', import.meta.url), source);
