import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ReflectionItem } from '@reign/contract';
import { MONTH_NAMES } from '@reign/domain';
import { i18n as appI18n } from '../../i18n';
import { monthLabel as uiMonthLabel } from '../../ui/month-label';

/** Spec part 2 section 9: card previews cut the verse at 100 and the reflection at 120 characters. */
export const VERSE_PREVIEW_LENGTH = 100;
export const REFLECTION_PREVIEW_LENGTH = 120;
/** Spec part 2 section 9: six skeleton cards while a list loads. */
export const SKELETON_CARDS = 6;

const EMPTY_TEXTS = {
  search: msg`Try adjusting your search terms or selected month.`,
  personal: msg`Start your spiritual journey by creating your first daily plan.`,
  scheduled: msg`No scheduled reflections available for this month.`,
} as const;

/** The empty states' texts, in the active language. */
export const EMPTY_MESSAGES = {
  get search() {
    return appI18n._(EMPTY_TEXTS.search);
  },
  get personal() {
    return appI18n._(EMPTY_TEXTS.personal);
  },
  get scheduled() {
    return appI18n._(EMPTY_TEXTS.scheduled);
  },
};

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

/** The navigator's label: 'Month YYYY', for example 'March 2026' ('marzo de 2026' in Spanish). */
export function monthLabel(month: MonthKey, locale: string = appI18n.locale): string {
  return uiMonthLabel(month, locale);
}

/** A card's date in the spec's 'MMM d, yyyy' format, for example 'Mar 5, 2026' ('5 mar 2026' in Spanish). */
export function shortDate(date: string, locale: string = appI18n.locale): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  if (locale !== 'en' && y && m && d) {
    return new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y, m - 1, d, 12)));
  }
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

/** 'N reflection(s) found', pluralised (in the active language unless `i18n` is given). */
export function countLabel(count: number, i18n: I18n = appI18n): string {
  return i18n._(msg`${plural(count, { one: '# reflection found', other: '# reflections found' })}`);
}

export type ArchiveKind = ReflectionItem['type'];

/** The empty-state text (spec part 2 'Reflections Archive'); a search comes first. */
export function emptyMessage(kind: ArchiveKind, search: string, i18n: I18n = appI18n): string {
  if (search.trim()) return i18n._(EMPTY_TEXTS.search);
  return i18n._(kind === 'personal' ? EMPTY_TEXTS.personal : EMPTY_TEXTS.scheduled);
}
