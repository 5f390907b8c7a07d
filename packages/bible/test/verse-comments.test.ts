import { beforeAll, describe, expect, it } from 'vitest';
import daily from '../data/daily-verses.json';
import {
  COMMENTARY_CREDIT,
  EXCERPT_MAX_WORDS,
  TREASURY_CREDIT,
  type VerseComment,
  type VerseComments,
} from '../src';
import { sentencesOf } from '../src/comment-sentences';
import { readVerseComments } from '../src/node';

let comments: VerseComments;
beforeAll(async () => {
  comments = await readVerseComments();
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const excerptOf = (reference: string) => comments.verseComment(reference)?.excerpt ?? '';

/** What no reflection may hold: a heading's '--', doubled or unmatched quotation marks. */
function expectClean(comment: VerseComment, reference: string) {
  const { excerpt } = comment;
  expect(excerpt.trim(), reference).not.toBe('');
  expect(excerpt, reference).not.toMatch(/--/);
  expect(excerpt, reference).not.toMatch(/""|\u201c"|"\u201d|\s"\s/);
  expect((excerpt.match(/"/g) ?? []).length % 2, `${reference}: unmatched quotation mark`).toBe(0);
  expect(excerpt, reference).not.toMatch(/\n{3,}/);
  for (const paragraph of excerpt.split('\n\n')) {
    // a heading or an outline line has no full stop ('Confidence in God's grace and care')
    expect(paragraph, `${reference}: a paragraph of whole sentences`).toMatch(/^["'(\u201c\u2018]?[A-Z]/);
    expect(paragraph, `${reference}: a paragraph of whole sentences`).toMatch(
      /[.!?\u2026]["')\u201d\u2019]?$/,
    );
  }
  expect(excerpt, reference).toMatch(/[.!?\u2026]["')\u201d\u2019]?$/);
}

describe('the reflection of a verse speaks to the verse', () => {
  it('Nehemiah 9:6: God who made heaven and earth, not Israel confessing its sins', () => {
    const excerpt = excerptOf('Nehemiah 9:6');
    expect(excerpt).toMatch(/made heaven/);
    expect(excerpt).toMatch(/\b(earth|sea|Creator)\b/);
    expect(excerpt).not.toMatch(/confess|summary of their prayers/i);
  });

  it("Proverbs 3:5: trusting with all the heart, not 3:1-4's obedience and long life", () => {
    const excerpt = excerptOf('Proverbs 3:5');
    expect(excerpt.startsWith('We must trust in the Lord with all our hearts')).toBe(true);
    expect(excerpt).toContain('understandings');
    expect(excerpt).not.toMatch(/health and peace|mercy and truth/);
  });

  it('Psalm 23:1: Spurgeon on the verse, without the heading or the verse quoted again', () => {
    const comment = comments.verseComment('Psalm 23:1');
    expect(comment?.credit).toBe(TREASURY_CREDIT);
    expect(comment?.section.reference).toBe('Psalm 23:1');
    expect(comment?.excerpt.startsWith('What condescension is this')).toBe(true);
    expect(comment?.excerpt).not.toMatch(/Confidence in God's grace|--/);
    if (comment) expectClean(comment, 'Psalm 23:1');
  });

  it('Hebrews 4:16: the sentences on the throne of grace, in two paragraphs', () => {
    const excerpt = excerptOf('Hebrews 4:16');
    expect(excerpt).toContain('to come boldly to the throne of grace');
    expect(excerpt.split('\n\n')).toHaveLength(2);
  });

  it('takes the first passage of a reference of several', () => {
    expect(comments.verseComment('Matthew 28:5,6; 24:44')?.section.reference).toBe('Matthew 28:1-8');
    expect(comments.verseComment('not a verse')).toBeNull();
  });

  it('mends the source’s quotation marks (Psalm 27:1)', () => {
    const excerpt = excerptOf('Psalm 27:1');
    expect(excerpt).toContain('"my light," "my salvation;" the soul');
  });
});

describe('every verse of the day', () => {
  const days = (daily as unknown as { days: Array<{ day: string; reference: string }> }).days;

  it('has a clean reflection of phone length, in paragraphs, credited to its author', () => {
    let commented = 0;
    for (const { day, reference } of days) {
      const comment = comments.verseComment(reference);
      if (!comment) continue; // a passage neither commentary covers (Leviticus 19): the built-in one
      commented++;
      const label = `${day} ${reference}`;
      expectClean(comment, label);
      expect(words(comment.excerpt), label).toBeLessThanOrEqual(EXCERPT_MAX_WORDS + 1);
      expect(words(comment.excerpt), label).toBeGreaterThanOrEqual(12);
      expect([COMMENTARY_CREDIT, TREASURY_CREDIT]).toContain(comment.credit);
      if (sentencesOf(comment.excerpt).length > 1 && words(comment.excerpt) >= 50) {
        expect(comment.excerpt, `${label}: in paragraphs`).toContain('\n\n');
      }
      const isPsalm = reference.startsWith('Psalm ') && comment.section.reference.startsWith('Psalm ');
      if (isPsalm) expect(comment.credit, label).toBe(TREASURY_CREDIT);
    }
    expect(commented).toBeGreaterThanOrEqual(days.length - 2);
  });
});
