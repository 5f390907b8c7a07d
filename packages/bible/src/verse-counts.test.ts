import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BibleData } from './bible';
import { BOOKS } from './books';
import { chaptersIn, VERSE_COUNTS, versesIn } from './verse-counts';

const texts = ['web', 'kjv', 'rv1909'].map(
  (id) => JSON.parse(readFileSync(new URL(`../data/${id}-bible.json`, import.meta.url), 'utf8')) as BibleData,
);

describe('verse counts', () => {
  it('name every book of the canon, in order', () => {
    expect(Object.keys(VERSE_COUNTS)).toEqual(BOOKS.map((b) => b.osis));
  });

  it('hold every verse of every translation, and no more than the longest has', () => {
    for (const book of BOOKS) {
      const counts = VERSE_COUNTS[book.osis] ?? [];
      const chaptersOf = texts.map((t) => t.books.find((b) => b.osis === book.osis)?.chapters ?? []);
      for (const chapters of chaptersOf) expect(chapters.length).toBe(counts.length);
      for (const [i, count] of counts.entries()) {
        expect(Math.max(...chaptersOf.map((chapters) => chapters[i]?.length ?? 0))).toBe(count);
      }
    }
  });

  it('answer 0 for what does not exist', () => {
    expect(chaptersIn('John')).toBe(21);
    expect(versesIn('John', 3)).toBe(36);
    expect(chaptersIn('Nope')).toBe(0);
    expect(versesIn('John', 22)).toBe(0);
  });
});
