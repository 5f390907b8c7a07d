import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Goal } from '@reign/contract';
import { GOAL_CATEGORIES, GOAL_SEASONS } from '@reign/contract/goal-labels';
import { isGoalCompleted } from '@reign/domain';
import { formatDate } from '../../ui/format';

// The words are the catalogue's (the English is packages/domain labels.ts's GOAL_PRIORITY_LABELS
// and the capitalized values of goal-labels.ts), shown through the component's i18n.

/** The goal priorities' names (the first reading of the spec: 'Critical'; docs/decisions.md). */
const GOAL_PRIORITY_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Low`,
  2: msg`Medium-Low`,
  3: msg`Medium`,
  4: msg`High`,
  5: msg`Critical`,
};

/** A goal's or a task's category and a goal's season, as people read them ('Year-round'). */
const CATEGORY_AND_SEASON_NAMES: Record<string, MessageDescriptor> = {
  spiritual: msg`Spiritual`,
  personal: msg`Personal`,
  professional: msg`Professional`,
  work: msg`Work`,
  health: msg`Health`,
  relationships: msg`Relationships`,
  spring: msg`Spring`,
  summer: msg`Summer`,
  fall: msg`Fall`,
  winter: msg`Winter`,
  'year-round': msg`Year-round`,
};

/** A category's or a season's name ('spiritual' -> 'Spiritual'); an unknown value as it is. */
export function categoryLabel(value: string, i18n: I18n): string {
  const name = CATEGORY_AND_SEASON_NAMES[value];
  return name ? i18n._(name) : value;
}

/** 'Low' … 'Critical'; 'Priority 7' for a value outside 1–5. */
export function goalPriorityLabel(priority: number, i18n: I18n): string {
  const name = GOAL_PRIORITY_NAMES[priority];
  return name ? i18n._(name) : i18n._(msg`Priority ${priority}`);
}

export const goalCategoryOptions = (i18n: I18n) =>
  GOAL_CATEGORIES.map((value) => ({ value, label: categoryLabel(value, i18n) }));
export const goalSeasonOptions = (i18n: I18n) =>
  GOAL_SEASONS.map((value) => ({ value, label: categoryLabel(value, i18n) }));
export const goalPriorityOptions = (i18n: I18n) =>
  [1, 2, 3, 4, 5].map((value) => ({
    value: String(value),
    label: `${value} - ${goalPriorityLabel(value, i18n)}`,
  }));

let calendars: { locale: string; format: Intl.DateTimeFormat } | undefined;
/** A YYYY-MM-DD date for people in the active language: 'Dec 31, 2026', '31 dic 2026'. */
export function formatDay(isoDate: string, i18n: I18n): string {
  if (i18n.locale === 'en') return formatDate(isoDate);
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  if (calendars?.locale !== i18n.locale) {
    calendars = {
      locale: i18n.locale,
      format: new Intl.DateTimeFormat(i18n.locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    };
  }
  return calendars.format.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** My Goals order: goals still in progress first, by target date; completed goals after; ties newest first. */
export function compareGoals(a: Goal, b: Goal): number {
  const ca = isGoalCompleted(a);
  const cb = isGoalCompleted(b);
  if (ca !== cb) return ca ? 1 : -1;
  if (a.targetDate !== b.targetDate) return a.targetDate < b.targetDate ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : -1;
}
