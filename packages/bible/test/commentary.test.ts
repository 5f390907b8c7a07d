import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENTARY_CREDIT, type Commentary, EXCERPT_MAX_WORDS, EXCERPT_MIN_WORDS, excerptFor } from '../src';
import { readBible, readCommentary } from '../src/node';

let commentary: Commentary;
let hebrews4: (verse: number) => string | undefined;
beforeAll(async () => {
  commentary = await readCommentary();
  const web = await readBible();
  hebrews4 = (verse) => web.chapter('Heb', 4)?.[verse - 1];
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the section that holds a verse', () => {
  it('finds a section by its first and its last verse', () => {
    // Genesis 1: sections 1-2, 3-5, 6-13, ...
    expect(commentary.verseComment('Genesis 1:3')?.section.reference).toBe('Genesis 1:3-5');
    expect(commentary.verseComment('Genesis 1:5')?.section.reference).toBe('Genesis 1:3-5');
    expect(commentary.verseComment('Genesis 1:6')?.section.reference).toBe('Genesis 1:6-13');
  });

  it("finds a verse in a chapter's last section, and a one-verse section", () => {
    expect(commentary.verseComment('Hebrews 4:16')?.section.reference).toBe('Hebrews 4:11-16');
    expect(commentary.verseComment('Genesis 1:31')?.section.reference).toBe('Genesis 1:31');
  });

  it('reads a range by its first verse and a whole chapter by verse 1', () => {
    expect(commentary.verseComment('Genesis 1:4-8')?.section.reference).toBe('Genesis 1:3-5');
    expect(commentary.verseComment('Genesis 1')?.section.reference).toBe('Genesis 1:1-2');
  });

  it('answers null where no section exists', () => {
    expect(commentary.verseComment('Psalm 108:1')).toBeNull(); // the source has no comment on Psalm 108
    expect(commentary.verseComment('Genesis 51:1')).toBeNull();
    expect(commentary.verseComment('Genesis 1:99')).toBeNull();
    expect(commentary.verseComment('not a verse')).toBeNull();
  });

  it('lists the sections of a range or a chapter', () => {
    expect(commentary.sectionsFor('Genesis 1:4-7').map((s) => s.reference)).toEqual([
      'Genesis 1:3-5',
      'Genesis 1:6-13',
    ]);
    expect(commentary.sectionsFor('Genesis 1')).toHaveLength(8);
  });
});

describe('the excerpt', () => {
  it('quotes the part of a long section that speaks to the verse, in whole sentences', () => {
    const comment = commentary.verseComment('Hebrews 4:16', hebrews4);
    expect(comment?.section.text).toContain('throne of grace');
    const excerpt = comment?.excerpt ?? '';
    expect(excerpt).toContain('to come boldly to the throne of grace');
    expect(words(excerpt)).toBeGreaterThanOrEqual(EXCERPT_MIN_WORDS);
    expect(words(excerpt)).toBeLessThanOrEqual(EXCERPT_MAX_WORDS);
    expect(excerpt).toMatch(/[.!?]["')]?$/);
  });

  it('starts at the section start for its first verse, and differs for a later verse', () => {
    const first = commentary.verseComment('Hebrews 4:11')?.excerpt ?? '';
    expect(first.startsWith('Observe the end proposed')).toBe(true);
    expect(commentary.verseComment('Hebrews 4:16')?.excerpt).not.toBe(first);
  });

  it('stays in the word range for every section of a book', () => {
    for (let chapter = 1; chapter <= 28; chapter++) {
      for (const section of commentary.sectionsFor(`Matthew ${chapter}`)) {
        const excerpt = excerptFor(section, section.to);
        expect(words(excerpt)).toBeLessThanOrEqual(EXCERPT_MAX_WORDS + 1);
        if (words(section.text) >= EXCERPT_MAX_WORDS) expect(words(excerpt)).toBeGreaterThan(30);
        expect(excerpt).toMatch(/[.!?\u2026]["')]?$/);
      }
    }
  });

  it('keeps a short section of one verse whole, in its paragraphs', () => {
    const section = { from: 3, to: 3, text: 'One sentence here. Another one.\n\nA second paragraph.' };
    expect(excerptFor(section, 3)).toBe('One sentence here. Another one.\n\nA second paragraph.');
  });

  it('cuts a sentence longer than the limit at a clause', () => {
    const long = `${'word '.repeat(80)}clause; ${'more '.repeat(80)}end.`;
    const excerpt = excerptFor({ from: 1, to: 1, text: long }, 1);
    expect(excerpt.endsWith('clause.')).toBe(true);
  });

  it('reads the sections a few outlines hold by mistake (Isaiah 26:1-4)', () => {
    expect(commentary.verseComment('Isaiah 26:3')?.section.reference).toBe('Isaiah 26:1-4');
  });
});

describe('the credit', () => {
  it('names Matthew Henry', () => {
    expect(commentary.verseComment('John 3:16')?.credit).toBe('Matthew Henry, Concise Commentary');
    expect(COMMENTARY_CREDIT).toBe('Matthew Henry, Concise Commentary');
  });
});
