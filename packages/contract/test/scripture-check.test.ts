import { describe, expect, it } from 'vitest';
import { todayScripture } from '../src/scripture';
import { checkTodayScripture } from '../src/scripture-check';

const good = {
  date: '2026-11-21',
  text: 'For I know the plans',
  verse: 'For I know the plans',
  reference: 'Jeremiah 29:11',
  reflection: 'A reflection',
  audioUrl: null,
  source: 'daily',
};

const samples: unknown[] = [
  good,
  { ...good, audioUrl: '/audio/a.mp3', source: 'scheduled', extra: 1 },
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
];

describe('checkTodayScripture (the zod-free check of the web first screen)', () => {
  it.each(samples.map((s, i) => [i, s]))(
    'agrees with the todayScripture schema (sample %i)',
    (_i, sample) => {
      const parsed = todayScripture.safeParse(sample);
      expect(checkTodayScripture(sample)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
