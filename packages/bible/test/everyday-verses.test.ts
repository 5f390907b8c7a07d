import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  type BibleData,
  DEFAULT_THEME,
  EVERYDAY_THEMES,
  everydayThemesOf,
  everydayVerseReferences,
  quotableVerse,
  THEME_IDS,
} from '../src';
import { readBible } from '../src/node';

/** How often each word comes in a translation. */
async function wordCounts(translation: 'web' | 'rv1909') {
  const file = new URL(`../data/${translation}-bible.json`, import.meta.url);
  const data = JSON.parse(await readFile(file, 'utf8')) as BibleData;
  const counts = new Map<string, number>();
  for (const book of data.books)
    for (const chapter of book.chapters)
      for (const verse of chapter)
        for (const w of verse.toLowerCase().match(/\p{L}+/gu) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/** Spanish pronouns a verb takes on as its own ending ('veniros', 'levantaros'): not two words. */
const CLITICS = new Set(['os', 'se', 'me', 'te', 'lo', 'la', 'le', 'nos', 'les', 'los', 'las']);

/** Whether a word splits into two or three common words ('esvuestro', 'sinoelde'), the last not a pronoun ending. */
function splits(word: string, counts: Map<string, number>, parts: number): boolean {
  const common = (w: string) => (counts.get(w) ?? 0) > 50;
  for (let i = 2; i <= word.length - 2; i++) {
    const [head, rest] = [word.slice(0, i), word.slice(i)];
    if (!common(head)) continue;
    if (common(rest) && !CLITICS.has(rest)) return true;
    if (parts > 2 && splits(rest, counts, parts - 1)) return true;
  }
  return false;
}

/** Words seen once that only look run together: read and found whole. */
const WHOLE_WORDS = new Set(['decayeron']);

/** A word seen once that reads as common words run together. */
const runTogether = (word: string, counts: Map<string, number>) =>
  (counts.get(word) ?? 0) <= 1 && !WHOLE_WORDS.has(word) && splits(word, counts, 3);

describe('the curated map of everyday life (issue 51)', () => {
  it('has each theme once, with at least four verses', () => {
    expect(EVERYDAY_THEMES.map((t) => t.id).sort()).toEqual([...THEME_IDS].sort());
    for (const theme of EVERYDAY_THEMES) expect(theme.verses.length, theme.id).toBeGreaterThanOrEqual(4);
  });

  it('quotes whole sentences in both translations: no heading, no stray quotation mark, no cut at ; or :', async () => {
    for (const translation of ['web', 'rv1909'] as const) {
      const bible = await readBible(translation);
      // the RV1909's text has words printed together where its italics were ('sinoelde'); English compounds are words
      const counts = translation === 'rv1909' ? await wordCounts(translation) : new Map<string, number>();
      for (const reference of new Set(EVERYDAY_THEMES.flatMap((t) => t.verses))) {
        const raw = bible.lookup(reference)?.text;
        expect(raw, `${translation} ${reference}`).toBeDefined();
        const text = quotableVerse(raw ?? '');
        const where = `${translation} ${reference}: ${text}`;
        expect(text, where).toMatch(/^[¿¡]?\p{Lu}/u);
        expect(text, where).toMatch(/[.!?]’?$/);
        expect(text, where).not.toMatch(/[“”"]/);
        expect(text, where).not.toMatch(/\p{Lu}{2,}/u);
        expect(text, where).not.toMatch(/\b(Psalm|Song of Ascents|Chief Musician|Selah|Salmo|Cántico)\b/);
        expect(text.length, where).toBeLessThanOrEqual(280);
        const glued = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => runTogether(w, counts));
        expect(glued, where).toEqual([]);
      }
    }
  });

  it('finds each theme by each of its words, in either language, accents and case aside', () => {
    for (const theme of EVERYDAY_THEMES)
      for (const word of [...theme.en, ...theme.es])
        expect(
          everydayThemesOf(word.replace('*', 'es')).map((t) => t.id),
          word,
        ).toContain(theme.id);
    expect(everydayThemesOf('Preocupación por el DINERO').map((t) => t.id)).toEqual(['anxiety', 'money']);
    expect(everydayThemesOf('Orar por mi hermano').map((t) => t.id)).toEqual(['prayer', 'family']);
    expect(everydayThemesOf('Worry less about money').map((t) => t.id)).toEqual(['anxiety', 'money']);
    expect(everydayThemesOf('Spend more time with my family').map((t) => t.id)).toEqual(['family']);
    expect(everydayThemesOf('xqzzv 123')).toEqual([]);
  });

  it('chooses verses by the day and the words: stable, different another day, trust when nothing matches', () => {
    const family = (d: string) => everydayVerseReferences('Spend more time with my family', d, 2);
    expect(family('2026-11-25')).toEqual(family('2026-11-25'));
    expect(family('2026-11-25')).toHaveLength(2);
    expect(new Set(family('2026-11-25')).size).toBe(2);
    expect([family('2026-11-26'), family('2026-11-27')]).not.toContainEqual(family('2026-11-25'));
    for (const text of ['', 'xqzzv 123 !!'])
      for (const r of everydayVerseReferences(text, '2026-11-25', 2))
        expect(DEFAULT_THEME.verses).toContain(r);
  });
});

describe('a verse made fit to quote', () => {
  it('drops quotation marks the verses around it open or close, and nests a quotation inside it', () => {
    expect(quotableVerse('What therefore God has joined together, let no man separate.”')).toBe(
      'What therefore God has joined together, let no man separate.',
    );
    expect(quotableVerse('“Come to me, and I will give you rest.')).toBe(
      'Come to me, and I will give you rest.',
    );
    expect(quotableVerse('He said, “My presence will go with you.”')).toBe(
      'He said, ‘My presence will go with you.’',
    );
    expect(quotableVerse('toward you,” says Yahweh, “thoughts of peace.')).toBe(
      'toward you, says Yahweh, thoughts of peace.',
    );
    expect(quotableVerse('‘Call to me, and I will answer you.’')).toBe('Call to me, and I will answer you.');
  });

  it('ends a verse the RV1909 ends with : or ; as a sentence, puts back a missing space, writes a first word in capitals as a word', () => {
    expect(quotableVerse('átalas á tu cuello, escríbelas en la tabla de tu corazón:')).toBe(
      'átalas á tu cuello, escríbelas en la tabla de tu corazón.',
    );
    expect(quotableVerse('Give thanks to Yahweh,for he is good.')).toBe(
      'Give thanks to Yahweh, for he is good.',
    );
  });
});
