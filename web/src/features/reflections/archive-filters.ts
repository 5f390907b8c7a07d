import type { ReflectionItem } from '@reign/contract';
import { MONTH_NAMES } from '@reign/domain';

/** Spec part 2 section 9: card previews cut the verse at 100 and the reflection at 120 characters. */
export const VERSE_PREVIEW_LENGTH = 100;
export const REFLECTION_PREVIEW_LENGTH = 120;
/** Spec part 2 section 9: six skeleton cards while a list loads. */
export const SKELETON_CARDS = 6;

export const EMPTY_MESSAGES = {
  search: 'Try adjusting your search terms or selected month.',
  personal: 'Start your spiritual journey by creating your first daily plan.',
  scheduled: 'No scheduled reflections available for this month.',
} as const;

/** A month as 'YYYY-MM'. */
export type MonthKey = string;

const SHORT_MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));

/** The month of a YYYY-MM-DD date (or of a longer ISO timestamp). */
export function monthOf(date: string): MonthKey {
  return date.slice(0, 7);
}

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  const [y, m] = month.split('-').map(Number);
  const index = (y ?? 1970) * 12 + ((m ?? 1) - 1) + delta;
  const year = Math.floor(index / 12);
  const mon = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(mon).padStart(2, '0')}`;
}

/** The navigator's label: 'Month YYYY', for example 'March 2026'. */
export function monthLabel(month: MonthKey): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTH_NAMES[(m ?? 1) - 1] ?? ''} ${y ?? ''}`;
}

/** A card's date in the spec's 'MMM d, yyyy' format, for example 'Mar 5, 2026'. */
export function shortDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return `${SHORT_MONTHS[(m ?? 1) - 1] ?? ''} ${d ?? ''}, ${y ?? ''}`;
}

/** Text cut at `max` characters with an ellipsis; shorter text unchanged. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** Whether the verse, its reference or the reflection contains the search, ignoring case. */
export function matchesSearch(item: ReflectionItem, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [item.verse, item.verseReference, item.reflection ?? ''].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}

export interface ArchiveFilter {
  search: string;
  month: MonthKey;
}

/** The cards to show: those of the chosen month that match the search, in the order given. */
export function filterReflections(items: readonly ReflectionItem[], { search, month }: ArchiveFilter) {
  return items.filter((item) => monthOf(item.date) === month && matchesSearch(item, search));
}

/** 'N reflection(s) found', pluralised. */
export function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'reflection' : 'reflections'} found`;
}

export type ArchiveKind = ReflectionItem['type'];

/** The empty-state text (spec part 2 'Reflections Archive'); a search comes first. */
export function emptyMessage(kind: ArchiveKind, search: string): string {
  if (search.trim()) return EMPTY_MESSAGES.search;
  return kind === 'personal' ? EMPTY_MESSAGES.personal : EMPTY_MESSAGES.scheduled;
}
