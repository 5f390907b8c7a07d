import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BOOKS, localBookName, localReference, RV1909_BOOK_NAMES } from '../src';

interface TranslationFile {
  books: { name: string; localName: string }[];
}

const read = async (file: string) =>
  JSON.parse(await readFile(new URL(`../data/${file}`, import.meta.url), 'utf8')) as TranslationFile;

describe("the translations' book names", () => {
  it('lists the 66 Spanish names exactly as the RV1909 data has them, in canonical order', async () => {
    const data = await read('rv1909-bible.json');
    expect(RV1909_BOOK_NAMES).toEqual(data.books.map((b) => b.localName));
    expect(data.books.map((b) => b.name)).toEqual(BOOKS.map((b) => b.name));
  });

  it('keeps the English names for the KJV, as its data has them', async () => {
    const data = await read('kjv-bible.json');
    expect(data.books.map((b) => b.localName)).toEqual(BOOKS.map((b) => b.name));
    expect(localBookName('Psalms', 'kjv')).toBe('Psalms');
  });

  it('names a book in its translation', () => {
    expect(localBookName('Genesis', 'rv1909')).toBe('Génesis');
    expect(localBookName('Revelation', 'rv1909')).toBe('Apocalipsis');
    expect(localBookName('Genesis', 'web')).toBe('Genesis');
    expect(localBookName('Not a book', 'rv1909')).toBe('Not a book');
  });
});

describe('localReference', () => {
  it('names each part’s book in the RV1909’s Spanish, and leaves English as it is', () => {
    expect(localReference('Psalm 23:1', 'rv1909')).toBe('Salmos 23:1');
    expect(localReference('Genesis 1–3; Matthew 1', 'rv1909')).toBe('Génesis 1–3; Mateo 1');
    expect(localReference('1 John 4:8', 'rv1909')).toBe('1 Juan 4:8');
    expect(localReference('Jude', 'rv1909')).toBe('Judas');
    expect(localReference('Song of Solomon 2:4', 'rv1909')).toBe('Cantares 2:4');
    expect(localReference('Psalm 23:1', 'web')).toBe('Psalm 23:1');
    expect(localReference('Not a book 3', 'rv1909')).toBe('Not a book 3');
  });
});
