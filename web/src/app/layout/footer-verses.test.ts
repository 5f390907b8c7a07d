import { describe, expect, it } from 'vitest';
import { FOOTER_VERSES, footerVerseFor } from './footer-verses';

describe('footerVerseFor', () => {
  it('quotes Matthew 6:33 on Sundays (the spec footer) and a different verse each other day', () => {
    // 2026-11-29 is a Sunday
    const week = ['29', '30']
      .map((d) => `2026-11-${d}`)
      .concat(['01', '02', '03', '04', '05'].map((d) => `2026-12-${d}`));
    const verses = week.map(footerVerseFor);
    expect(verses[0]?.reference).toBe('Matthew 6:33');
    expect(verses[0]?.text).toBe(
      'But seek first God’s Kingdom and his righteousness; and all these things will be given to you as well.',
    );
    expect(new Set(verses.map((v) => v.reference)).size).toBe(FOOTER_VERSES.length);
  });

  it('gives every page and every render of one day the same verse, and next week the same again', () => {
    expect(footerVerseFor('2026-11-30')).toBe(footerVerseFor('2026-11-30'));
    expect(footerVerseFor('2026-12-07')).toBe(footerVerseFor('2026-11-30'));
  });

  it('falls back to Matthew 6:33 for a day it cannot read', () => {
    expect(footerVerseFor('not a day').reference).toBe('Matthew 6:33');
  });
});
