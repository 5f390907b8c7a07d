import { describe, expect, it } from 'vitest';
import { spanishDailyReflectionFor } from '../src/daily-reflections-rv1909';
import { DAILY_VERSES } from '../src/daily-verses';
import { readBible, readVerseEchoes } from '../src/node';
import { composeReflectionEs, MAX_REFLECTION_WORDS, wordCount } from '../src/reflection-es';

const REFERENCES = [...new Set(DAILY_VERSES.map((d) => d.reference))];

/** A reflection's sentences; a quotation («...») belongs to the sentence that quotes it. */
function sentences(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    current += char;
    if (char === '«') depth++;
    if (char === '»') depth--;
    if (depth === 0 && /[.!?»\n]/.test(char) && current.trim()) {
      found.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) found.push(current.trim());
  return found.filter((s) => s.length > 1);
}

describe('a Spanish reflection made of Scripture explaining Scripture', async () => {
  const echoes = await readVerseEchoes();
  const rv1909 = await readBible('rv1909');
  const reflections = REFERENCES.map((reference) => ({
    reference,
    echoes: echoes.echoesOf(reference),
    text: composeReflectionEs(reference, echoes.echoesOf(reference)) ?? '',
  }));

  it('gives every verse of the day list one of 60-130 words in paragraphs, naming the verse in Spanish', () => {
    for (const { reference, text } of reflections) {
      expect(text, reference).not.toBe('');
      expect(wordCount(text), reference).toBeGreaterThanOrEqual(60);
      expect(wordCount(text), reference).toBeLessThanOrEqual(MAX_REFLECTION_WORDS);
      expect(text.split('\n\n').length, reference).toBeGreaterThanOrEqual(2);
      expect(text).not.toMatch(/forma parte de la gran historia/);
    }
    expect(reflections.find((r) => r.reference === 'Nehemiah 9:6')?.text).toMatch(/^.*Nehemías 9:6/);
  });

  it('quotes two or three other passages in the RV1909 exactly, with their Spanish references', () => {
    for (const { reference, echoes: e, text } of reflections) {
      expect(e.passages.length, reference).toBeGreaterThanOrEqual(2);
      for (const passage of e.passages.slice(0, 2)) {
        expect(passage.text).toBe(rv1909.lookup(passage.reference)?.text);
        expect(passage.reference).not.toBe(reference);
        expect(text).toContain(`«${passage.text}»`);
      }
    }
    const psalm = reflections.find((r) => r.echoes.passages.some((p) => p.reference.startsWith('Psalms ')));
    expect(psalm?.text).toMatch(/Salmos \d+:\d+/);
  });

  it('never gives two verses the same text beyond one framing sentence', () => {
    const seen = new Map<string, string[]>();
    reflections.forEach(({ reference, text }) => {
      for (const sentence of new Set(sentences(text)))
        seen.set(sentence, [...(seen.get(sentence) ?? []), reference]);
    });
    const shared = new Map<string, number>();
    for (const refs of seen.values()) {
      for (let i = 0; i < refs.length; i++)
        for (let j = i + 1; j < refs.length; j++) {
          const key = `${refs[i]} | ${refs[j]}`;
          shared.set(key, (shared.get(key) ?? 0) + 1);
        }
    }
    const over = [...shared].filter(([, n]) => n > 1);
    expect(over).toEqual([]);
  });

  it('is what the web composes offline from the day list’s picks (data/daily-reflections-rv1909.json)', () => {
    for (const { reference, text } of reflections) expect(spanishDailyReflectionFor(reference)).toBe(text);
    expect(spanishDailyReflectionFor('Obadiah 1:1')).toBeUndefined();
  });
});
