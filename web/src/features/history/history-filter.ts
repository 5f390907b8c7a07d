import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { canonicalOrder, parseReference } from '@reign/bible';
import type { Entry } from '@reign/contract';
import { dayLabel } from '../../ui/day-label';
import { monthLabel as uiMonthLabel } from '../../ui/month-label';

export const HISTORY_SORTS = ['newest', 'oldest', 'reference'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];
export const HISTORY_SORT_LABELS: Record<HistorySort, MessageDescriptor> = {
  newest: msg`Newest first`,
  oldest: msg`Oldest first`,
  reference: msg`Bible reference`,
};

/** An entry with what searching and sorting need, computed once per list. */
export interface IndexedEntry {
  entry: Entry;
  /** verse, reference and priorities, lower-cased */
  haystack: string;
  /** YYYY-MM */
  month: string;
  /** book, chapter, first verse: the canonical position (unknown books last) */
  bibleKey: [number, number, number];
}

export function indexEntries(entries: readonly Entry[]): IndexedEntry[] {
  return entries.map((entry) => {
    const parsed = parseReference(entry.verseReference);
    return {
      entry,
      haystack: [entry.verse, entry.verseReference, ...entry.priorities].join('\n').toLowerCase(),
      month: entry.date.slice(0, 7),
      bibleKey: [canonicalOrder(entry.verseReference), parsed?.chapter ?? 0, parsed?.verses[0] ?? 0],
    };
  });
}

/** The months present in the entries, newest first, as YYYY-MM. */
export function monthsOf(items: readonly IndexedEntry[]): string[] {
  return [...new Set(items.map((i) => i.month))].sort().reverse();
}

/** 'March 2026' for '2026-03' ('marzo de 2026' in Spanish). */
export function monthLabel(month: string, locale = 'en-US'): string {
  return uiMonthLabel(month, locale);
}

export interface HistoryFilter {
  search: string;
  /** YYYY-MM, or null for every month */
  month: string | null;
  sort: HistorySort;
}

function byNewest(a: IndexedEntry, b: IndexedEntry): number {
  if (a.entry.date !== b.entry.date) return a.entry.date < b.entry.date ? 1 : -1;
  if (a.entry.createdAt !== b.entry.createdAt) return a.entry.createdAt < b.entry.createdAt ? 1 : -1;
  return 0;
}

function byBible(a: IndexedEntry, b: IndexedEntry): number {
  for (let i = 0; i < 3; i += 1) {
    const d = (a.bibleKey[i] ?? 0) - (b.bibleKey[i] ?? 0);
    if (d !== 0) return d;
  }
  return byNewest(a, b);
}

/**
 * Search (case-insensitive, over verse, reference and priorities), month filter and sort.
 * Every word of the search must appear.
 */
export function filterHistory(items: readonly IndexedEntry[], filter: HistoryFilter): IndexedEntry[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  const kept = items.filter(
    (item) =>
      (filter.month === null || item.month === filter.month) &&
      words.every((word) => item.haystack.includes(word)),
  );
  if (filter.sort === 'oldest') return kept.sort((a, b) => byNewest(b, a));
  if (filter.sort === 'reference') return kept.sort(byBible);
  return kept.sort(byNewest);
}

/**
 * A plan's date for people: English word for word as packages/domain's formatDayLabel writes it
 * ('Thursday, November 26, 2026'); another language through Intl ('jueves, 26 de noviembre de 2026').
 */
export function planDayLabel(iso: string, locale: string): string {
  return dayLabel(iso, 'long', locale);
}
