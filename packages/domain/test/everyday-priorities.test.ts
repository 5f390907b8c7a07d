import { EVERYDAY_THEMES, everydayThemesOf, everydayVerseReferences } from '@reign/bible';
import { describe, expect, it } from 'vitest';
import { fallbackActionSteps } from '../src';
import { EVERYDAY_PRIORITIES } from './everyday-priorities';

const DAY = '2026-11-27';

describe('the table of 60 everyday priorities (issue 51)', () => {
  it('holds 30 in English and 30 in Spanish, each with the theme and the verses written in it', () => {
    expect(EVERYDAY_PRIORITIES.filter((r) => r[0] === 'en')).toHaveLength(30);
    expect(EVERYDAY_PRIORITIES.filter((r) => r[0] === 'es')).toHaveLength(30);
    for (const [, priority, theme, verses] of EVERYDAY_PRIORITIES) {
      const found = everydayThemesOf(priority)[0]?.id ?? '-';
      expect([found, everydayVerseReferences(priority, DAY, 2)], priority).toEqual([theme, verses]);
    }
  });

  it('gives priorities of different themes different steps, in the language of the day', () => {
    for (const language of ['en', 'es'] as const) {
      const rows = EVERYDAY_PRIORITIES.filter((r) => r[0] === language);
      for (const a of rows)
        for (const b of rows)
          if (a[2] !== b[2])
            expect(fallbackActionSteps(a[1], language), `${a[1]} / ${b[1]}`).not.toEqual(
              fallbackActionSteps(b[1], language),
            );
      // a Spanish priority gets Spanish steps: none of the English ones
      if (language === 'es')
        for (const row of rows)
          for (const step of fallbackActionSteps(row[1], 'es'))
            expect(fallbackActionSteps(row[1], 'en')).not.toContain(step);
    }
  });

  it('gives a Spanish prayer for a brother the prayer theme, not the verses on money', () => {
    expect(everydayThemesOf('Orar por mi hermano').map((t) => t.id)).toEqual(['prayer', 'family']);
    const money = EVERYDAY_THEMES.find((t) => t.id === 'money')?.verses ?? [];
    for (const day of ['2026-11-27', '2026-11-28', '2026-11-29'])
      for (const r of everydayVerseReferences('Orar por mi hermano', day, 2)) expect(money).not.toContain(r);
  });
});
