import { msg } from '@lingui/core/macro';
import { type adminSeriesEntry, type adminSeriesTopic, isSeriesReady, SERIES_LENGTH } from '@reign/contract';
import type { z } from 'zod';
import { i18n } from '../../../i18n';

export type Topic = z.infer<typeof adminSeriesTopic>;
export type Entry = z.infer<typeof adminSeriesEntry>;

/** The first of days 1 to 7 without an entry (7 when all have one). */
export function nextFreeDay(entries: readonly Entry[]): number {
  const used = new Set(entries.map((e) => e.dayNumber));
  return [1, 2, 3, 4, 5, 6, 7].find((d) => !used.has(d)) ?? 7;
}

/**
 * What members see of a series: 'Ready' with all 7 days active (isSeriesReady), otherwise
 * '3 of 7 days ready' (members are offered only ready series).
 */
export function readiness(readyDays: number): { ready: boolean; label: string } {
  const ready = isSeriesReady(readyDays);
  const length = SERIES_LENGTH;
  return {
    ready,
    label: ready ? i18n._(msg`Ready`) : i18n._(msg`${readyDays} of ${length} days ready`),
  };
}
