import data from '../data/daily-reflections-rv1909.json' with { type: 'json' };
import { composeReflectionEs, type VerseEchoes } from './reflection-es';

/**
 * The Spanish reflections of the 366-day list's verses for a screen with neither the server's answer
 * nor a copy of it (data/daily-reflections-rv1909.json, written by
 * scripts/write-daily-reflections-rv1909.ts): about 40 KB gzip, loaded only then.
 */
const VERSES: Readonly<Record<string, VerseEchoes>> = data.verses;

/** The Spanish reflection on one of the day list's references, or undefined for any other. */
export function spanishDailyReflectionFor(reference: string): string | undefined {
  const echoes = VERSES[reference];
  return echoes ? composeReflectionEs(reference, echoes) : undefined;
}
