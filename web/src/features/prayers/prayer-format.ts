import type { Prayer, PrayerStatus } from '@reign/contract';
import { GOAL_CATEGORIES } from '@reign/contract/goal-labels';
import { prayerMatches } from '@reign/domain';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const PRAYER_CATEGORY_OPTIONS = GOAL_CATEGORIES.map((value) => ({ value, label: capitalize(value) }));

export const PRAYER_TABS: readonly { value: PrayerStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'answered', label: 'Answered' },
  { value: 'archived', label: 'Archived' },
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
export function answeredOn(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}
