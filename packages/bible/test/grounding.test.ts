import { beforeAll, describe, expect, it } from 'vitest';
import { type Bible, groundReferences } from '../src';
import { readBible } from '../src/node';

let bible: Bible;
beforeAll(async () => {
  bible = await readBible();
});

describe('grounding AI text in the WEB', () => {
  it('keeps real references and the text exactly as written', () => {
    const text =
      'God so loved the world (John 3:16). Love is patient, 1 Corinthians 13:4-7 says, and Psalm 23 comforts; see also Jude 24 and 1 John 4:8.';
    expect(groundReferences(text, bible)).toEqual({ text, removed: [] });
  });

  it('reads a Spanish text the same way: the RV1909’s book names are real, a made-up one is dropped', () => {
    const text =
      'Como dice Juan 3:16, Dios te ama. Lee Salmos 23:1 y Éxodo 14:14 hoy, y también 1 Juan 4:8 (Génesis 1:1).';
    expect(groundReferences(text, bible)).toEqual({ text, removed: [] });
    const result = groundReferences('Confía en Él (Hezequías 3:16). El lunes, Lunes 3:30, ora.', bible);
    expect(result).toEqual({ text: 'Confía en Él. El lunes, Lunes 3:30, ora.', removed: ['Hezequías 3:16'] });
    expect(groundReferences('Lee Juan 3:99 y Salmos 23:1.', bible)).toEqual({
      text: 'Lee Salmos 23:1.',
      removed: ['Juan 3:99'],
    });
  });

  it('drops a made-up book with its parentheses', () => {
    const result = groundReferences('Trust Him with your whole heart (Hezekiah 3:16). Rest today.', bible);
    expect(result).toEqual({
      text: 'Trust Him with your whole heart. Rest today.',
      removed: ['Hezekiah 3:16'],
    });
  });

  it('drops chapters and verses that do not exist', () => {
    const result = groundReferences('Read Psalm 151 and John 3:99 today (Genesis 51:2).', bible);
    expect(result.removed).toEqual(['Psalm 151', 'John 3:99', 'Genesis 51:2']);
    expect(result.text).toBe('Read today.');
  });

  it('drops one reference of a list and keeps the others with their separators', () => {
    expect(groundReferences('Hope endures (Romans 5:5; Hezekiah 3:16; John 3:16).', bible).text).toBe(
      'Hope endures (Romans 5:5; John 3:16).',
    );
    expect(groundReferences('See Hezekiah 3:16, John 3:16.', bible).text).toBe('See John 3:16.');
    expect(groundReferences('As John 3:16 and 2 Hezekiah 1:1-3 show.', bible)).toEqual({
      text: 'As John 3:16 show.',
      removed: ['2 Hezekiah 1:1-3'],
    });
  });

  it('leaves text that only looks like a number alone', () => {
    const text =
      'I Am 12 years old, Room 5 opens at Monday 3:30 pm, and Chapter 2 begins. Meet Sunday 9:15 or At 10:30.';
    expect(groundReferences(text, bible)).toEqual({ text, removed: [] });
  });

  it('keeps paragraphs when a reference is removed', () => {
    expect(groundReferences('First (Hezekiah 3:16).\n\nSecond John 3:16.', bible).text).toBe(
      'First.\n\nSecond John 3:16.',
    );
  });
});
