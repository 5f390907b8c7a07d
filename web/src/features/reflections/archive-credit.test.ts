import type { ReflectionItem } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { archiveCredit } from './archive-credit';

const plan = (over: Partial<ReflectionItem>): ReflectionItem => ({
  id: '0190a0a0-0000-7000-8000-000000000001',
  date: '2026-11-27',
  verse: 'Tú solo eres Jehová; tú hiciste los cielos.',
  verseReference: 'Nehemiah 9:6',
  reflection: null,
  audioUrl: null,
  type: 'personal',
  ...over,
});

describe('an archive card’s verse (issue 51)', () => {
  it('cites a saved plan’s RV1909 verse with its book in Spanish and its translation', () => {
    expect(archiveCredit(plan({ verseTranslation: 'rv1909' }), 'es')).toEqual({
      reference: 'Nehemías 9:6',
      translation: 'RV1909',
      label: 'Nehemías 9:6 · RV1909',
    });
  });

  it('cites a Daily card sent in the RV1909 (?lang=es) with its book in Spanish', () => {
    expect(archiveCredit(plan({ type: 'scheduled', verseTranslation: 'rv1909' }), 'es').label).toBe(
      'Nehemías 9:6 · RV1909',
    );
  });

  it('leaves an English plan, and a Daily card sent without a translation, as written', () => {
    expect(archiveCredit(plan({ verseTranslation: 'web' }), 'en').label).toBe('Nehemiah 9:6');
    expect(archiveCredit(plan({ type: 'scheduled' }), 'es').label).toBe('Nehemiah 9:6');
  });

  it('cites a Daily card the server sent in the RV1909 as it cites a Spanish plan', () => {
    const daily = plan({ type: 'scheduled', verseTranslation: 'rv1909', reflectionLanguage: 'es' });
    expect(archiveCredit(daily, 'es').label).toBe('Nehemías 9:6 · RV1909');
  });
});
