import type { Language } from '@reign/contract/language-list';
import data from './builtin-series.json' with { type: 'json' };

/** A built-in series day as installed: the verse in the language's translation (WEB, RV1909). */
export interface BuiltinDay {
  dayNumber: number;
  title: string;
  verseReference: string;
  verse: string;
  reflection: string;
}

/** One built-in series in one language; `key` pairs it with the same series in the other language. */
export interface BuiltinSeries {
  key: string;
  language: Language;
  title: string;
  description: string;
  days: BuiltinDay[];
}

/**
 * The series Reign ships with (builtin-series.json, written by src/scripts/write-builtin-series.ts
 * from the plan in ./plan and the public-domain texts; provenance in ./README.md), in the order
 * members see them.
 */
export const BUILTIN_SERIES = data.series as BuiltinSeries[];
