import type { adminSeriesEntry, adminSeriesTopic } from '@reign/contract';
import type { z } from 'zod';

export type Topic = z.infer<typeof adminSeriesTopic>;
export type Entry = z.infer<typeof adminSeriesEntry>;

/** The first of days 1 to 7 without an entry (7 when all have one). */
export function nextFreeDay(entries: readonly Entry[]): number {
  const used = new Set(entries.map((e) => e.dayNumber));
  return [1, 2, 3, 4, 5, 6, 7].find((d) => !used.has(d)) ?? 7;
}
