import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REFLECTION_ES,
  DEFAULT_VERSE_ES,
  fallbackReflection,
  REFLECTIONS_ES,
  reflectionKind,
} from '../src';

// English words the Spanish reflections must never carry (a template left untranslated).
const ENGLISH = /\b(the|and|you|your|today|God|verse)\b/;

describe('the built-in reflections in Spanish', () => {
  it('are written in Spanish, three for each kind of book, naming the book in Spanish', () => {
    for (const [kind, reference, book] of [
      ['psalms', 'Psalm 23:1', 'Salmos 23:1'],
      ['proverbs', 'Proverbs 3:5', 'Proverbios 3:5'],
      ['gospels', 'John 3:16', 'Juan 3:16'],
      ['pauline', 'Romans 8:28', 'Romanos 8:28'],
      ['generic', 'Isaiah 40:31', 'Isaías 40:31'],
    ] as const) {
      expect(reflectionKind(reference)).toBe(kind);
      expect(REFLECTIONS_ES[kind]).toHaveLength(3);
      const text = fallbackReflection(reference, 'es');
      expect(text).toContain(book);
      expect(text).not.toMatch(ENGLISH);
      expect(text.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('give one verse the same reflection every time, and different verses of a book different ones', () => {
    expect(fallbackReflection('John 3:16', 'es')).toBe(fallbackReflection('John 3:16', 'es'));
    const psalms = new Set(
      Array.from({ length: 12 }, (_, i) => fallbackReflection(`Psalm ${i + 1}:1`, 'es')),
    );
    expect(psalms.size).toBeGreaterThan(1);
  });

  it('leave the English ones as they were', () => {
    expect(fallbackReflection('John 3:16')).toMatch(/^In John 3:16 we meet Jesus up close/);
    expect(fallbackReflection('John 3:16', 'en')).toBe(fallbackReflection('John 3:16'));
  });

  it('include the default verse in the RV1909 with its reflection', () => {
    expect(DEFAULT_VERSE_ES.text).toMatch(/^Porque yo sé los pensamientos/);
    expect(DEFAULT_REFLECTION_ES).not.toMatch(ENGLISH);
  });
});
