import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Prayer, PrayerStatus } from '@reign/contract';
import { GOAL_CATEGORIES } from '@reign/contract/goal-labels';
import { prayerMatches } from '@reign/domain';
import { categoryLabel } from '../../ui/category-label';

export const prayerCategoryOptions = (i18n: I18n) =>
  GOAL_CATEGORIES.map((value) => ({ value, label: categoryLabel(value, i18n) }));

export const PRAYER_TABS: readonly { value: PrayerStatus; label: MessageDescriptor }[] = [
  { value: 'active', label: msg({ message: 'Active', context: 'prayers' }) },
  { value: 'answered', label: msg`Answered` },
  { value: 'archived', label: msg`Archived` },
];

/** The requests of one tab matching the search: active and archived newest first, answered by date. */
export function prayersOf(prayers: readonly Prayer[], status: PrayerStatus, query: string): Prayer[] {
  const rows = prayers.filter((p) => p.status === status && prayerMatches(p, query));
  const key = (p: Prayer) => (status === 'answered' ? `${p.answeredAt ?? ''}${p.updatedAt}` : p.createdAt);
  return rows.sort((a, b) => key(b).localeCompare(key(a)));
}

/** How many requests each tab holds (without the search). */
export function tabCounts(prayers: readonly Prayer[]): Record<PrayerStatus, number> {
  const counts: Record<PrayerStatus, number> = { active: 0, answered: 0, archived: 0 };
  for (const p of prayers) counts[p.status] += 1;
  return counts;
}

/** A Central date as 'November 20, 2026'. */
export function answeredOn(date: string, locale = 'en-US'): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString(locale, {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}
