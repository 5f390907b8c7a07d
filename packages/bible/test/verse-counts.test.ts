import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BOOK_WORDS, BOOKS, VERSE_COUNTS } from '../src';

interface BibleFile {
  books: { name: string; chapters: string[][] }[];
}

describe('the verse counts table', () => {
  it('has the verses of every chapter and the words of every book exactly as the WEB data has them', async () => {
    const data = JSON.parse(
      await readFile(new URL('../data/web-bible.json', import.meta.url), 'utf8'),
    ) as BibleFile;
    expect(data.books.map((b) => b.name)).toEqual(BOOKS.map((b) => b.name));
    expect(VERSE_COUNTS).toEqual(data.books.map((b) => b.chapters.map((verses) => verses.length)));
    const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
    expect(BOOK_WORDS).toEqual(
      data.books.map((b) => b.chapters.flat().reduce((sum, verse) => sum + words(verse), 0)),
    );
  });
});
