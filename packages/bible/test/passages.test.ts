import { beforeAll, describe, expect, it } from 'vitest';
import { type Bible, BOOKS, bookFromSlug, bookSlug, bookText, chapterOfBook } from '../src';
import { readBible } from '../src/node';

let bible: Bible;
beforeAll(async () => {
  bible = await readBible();
});

const text = (name: string) => {
  const book = bookFromSlug(name);
  if (!book) throw new Error(name);
  const t = bookText(bible, book);
  if (!t) throw new Error(name);
  return t;
};

describe('books and chapters for the reader', () => {
  it('finds books by URL slug, name or OSIS id in any case', () => {
    expect(bookFromSlug('1-corinthians')?.name).toBe('1 Corinthians');
    expect(bookFromSlug('1 Corinthians')?.name).toBe('1 Corinthians');
    expect(bookFromSlug('JOHN')?.name).toBe('John');
    expect(bookFromSlug('song-of-solomon')?.osis).toBe('Song');
    expect(bookFromSlug('Hezekiah')).toBeUndefined();
    expect(BOOKS.every((b) => bookFromSlug(bookSlug(b.name))?.osis === b.osis)).toBe(true);
  });

  it('gives a chapter with its neighbours, across book boundaries', () => {
    const john3 = chapterOfBook(text('John'), 3);
    expect(john3).toMatchObject({ book: 'John', chapter: 3, chapterCount: 21 });
    expect(john3?.verses[15]).toMatch(/^For God so loved the world/);
    expect(john3?.previous).toEqual({ book: 'John', osis: 'John', chapter: 2 });
    expect(chapterOfBook(text('Malachi'), 4)?.next).toEqual({ book: 'Matthew', osis: 'Matt', chapter: 1 });
    expect(chapterOfBook(text('Matthew'), 1)?.previous).toEqual({ book: 'Malachi', osis: 'Mal', chapter: 4 });
    expect(chapterOfBook(text('Genesis'), 1)?.previous).toBeNull();
    expect(chapterOfBook(text('Revelation'), 22)?.next).toBeNull();
    expect(chapterOfBook(text('John'), 22)).toBeUndefined();
  });
});
