import { describe, expect, it } from 'vitest';
import { MAX_PIECE, partPieces, speechPieces, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits after . ! ? (with closing quotes) and keeps each as a slice of the text', () => {
    const text = 'Psalm 23:1. The LORD is my shepherd; I shall not want.  "Be still!" Is he near? Yes.';
    const found = splitSentences(text);
    expect(found.map((s) => s.text)).toEqual([
      'Psalm 23:1.',
      'The LORD is my shepherd; I shall not want.',
      '"Be still!"',
      'Is he near?',
      'Yes.',
    ]);
    for (const s of found) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('does not split inside numbers or abbreviations without a space, and splits at blank lines', () => {
    const text = 'Give 3.5 percent (v.4) gladly\n\nA new paragraph without a stop\nthat goes on. End';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'Give 3.5 percent (v.4) gladly',
      'A new paragraph without a stop\nthat goes on.',
      'End',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(splitSentences('  \n\n ')).toEqual([]);
  });
});

describe('speechPieces', () => {
  it('is one piece a sentence, white space made single for the voice', () => {
    expect(speechPieces('One\nline.  Two.')).toEqual([
      { text: 'One line.', sentence: 'One\nline.' },
      { text: 'Two.', sentence: 'Two.' },
    ]);
  });

  it('cuts a long sentence between words; every piece keeps its sentence for the highlight', () => {
    const long = `${'word '.repeat(100).trim()}.`;
    const pieces = speechPieces(long);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) {
      expect(p.text.length).toBeLessThanOrEqual(MAX_PIECE);
      expect(p.sentence).toBe(long);
    }
    expect(pieces.map((p) => p.text).join(' ')).toBe(long);
  });
});

describe('partPieces', () => {
  it('reads the parts in order, a long part in pieces, each piece naming its part', () => {
    const long = `${'word '.repeat(60).trim()}.`;
    const pieces = partPieces(['In the beginning.', long, 'And God said. Let there be light.']);
    expect(pieces.map((p) => p.part)).toEqual([0, 1, 1, 2, 2]);
    expect(pieces[0]).toEqual({ text: 'In the beginning.', sentence: 'In the beginning.', part: 0 });
  });
});
