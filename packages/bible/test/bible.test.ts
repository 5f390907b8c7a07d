import { describe, expect, it } from 'vitest';
import { canonicalOrder, findBook, parseReference } from '../src';
import { DAILY_VERSES, dailyVerseFor } from '../src/daily-verses';
import { readBible } from '../src/node';

describe('references', () => {
  it('parses single verses, ranges and lists', () => {
    expect(parseReference('John 3:16')).toMatchObject({ book: { name: 'John' }, chapter: 3, verses: [16] });
    expect(parseReference('Psalm 103:10-12')?.verses).toEqual([10, 11, 12]);
    expect(parseReference('Ephesians 2:4,5')?.verses).toEqual([4, 5]);
    expect(parseReference('1 Cor 13')).toMatchObject({
      book: { name: '1 Corinthians' },
      chapter: 13,
      verses: [],
    });
    expect(parseReference('I John 4:8')?.book.name).toBe('1 John');
  });

  it('refuses text that is not a reference', () => {
    expect(parseReference('hello world')).toBeUndefined();
    expect(parseReference('Hezekiah 1:1')).toBeUndefined();
    expect(parseReference('John 3:16-2')).toBeUndefined();
  });

  it('orders books by the canon, not the alphabet', () => {
    expect(canonicalOrder('Genesis 1:1')).toBeLessThan(canonicalOrder('Exodus 20:3'));
    expect(canonicalOrder('Malachi 3:10')).toBeLessThan(canonicalOrder('Acts 1:8'));
    expect(findBook('Song of Songs')?.name).toBe('Song of Solomon');
  });
});

describe('the WEB text', () => {
  it('looks up a verse and a range', async () => {
    const bible = await readBible();
    expect(bible.lookup('John 11:35')?.text).toBe('Jesus wept.');
    expect(bible.lookup('Genesis 1:1-2')?.text).toMatch(/^In the beginning, God created .* waters\.$/);
    expect(bible.lookup('John 3:99')).toBeUndefined();
  });
});

describe('daily verses', () => {
  it('has one verse for every day of a leap year', () => {
    expect(DAILY_VERSES).toHaveLength(366);
    expect(dailyVerseFor('2028-02-29').day).toBe('02-29');
    expect(dailyVerseFor('2026-01-01').reference).toBe('Psalm 121:8');
  });

  it('every daily reference resolves in the WEB text', async () => {
    const bible = await readBible();
    for (const d of DAILY_VERSES) {
      for (const v of d.verses) expect(bible.lookup(v), v).toBeDefined();
    }
  });
});
