import { describe, expect, it } from 'vitest';
import { todayScripture } from '../src/scripture';

const good = {
  date: '2026-11-21',
  text: 'For I know the plans',
  verse: 'For I know the plans',
  reference: 'Jeremiah 29:11',
  reflection: 'A reflection',
  audioUrl: null,
  source: 'daily',
};

describe('todayScripture (the answer of GET /api/today-scripture, also read back from the cache)', () => {
  it('accepts the answer and keeps only its fields', () => {
    expect(todayScripture.safeParse(good)).toEqual({ success: true, data: good });
    const scheduled = { ...good, audioUrl: '/audio/a.mp3', source: 'scheduled' };
    expect(todayScripture.safeParse({ ...scheduled, extra: 1 })).toEqual({ success: true, data: scheduled });
  });

  it.each([
    { ...good, source: 'other' },
    { ...good, audioUrl: undefined },
    { ...good, reflection: null },
    { ...good, date: 20261121 },
    { ...good, text: undefined },
    { ...good, verse: 1 },
    { ...good, reference: null },
    { date: '2026-11-21' },
    null,
    undefined,
    'text',
    [],
    [good],
  ] as unknown[])('refuses %j', (sample) => {
    expect(todayScripture.safeParse(sample).success).toBe(false);
  });
});
