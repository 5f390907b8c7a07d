// A check of GET /api/today-scripture's answer without zod, for the web's first screen (zod and the
// schemas load later). It accepts exactly what `todayScripture` in ./scripture.ts accepts and keeps
// the same fields (test/scripture-check.test.ts holds the two together).
import type { TodayScripture } from './scripture';

const isString = (v: unknown): v is string => typeof v === 'string';

/** The answer as `todayScripture.safeParse` gives it, or null where that fails. */
export function checkTodayScripture(value: unknown): TodayScripture | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (!isString(v.date) || !isString(v.text) || !isString(v.verse) || !isString(v.reference)) return null;
  if (!isString(v.reflection)) return null;
  if (v.audioUrl !== null && !isString(v.audioUrl)) return null;
  if (v.source !== 'scheduled' && v.source !== 'daily') return null;
  return {
    date: v.date,
    text: v.text,
    verse: v.verse,
    reference: v.reference,
    reflection: v.reflection,
    audioUrl: v.audioUrl,
    source: v.source,
  };
}
