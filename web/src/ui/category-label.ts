import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The goals', tasks' and prayers' category names (the English is the capitalized values of
// @reign/contract goal-labels.ts), shown through the component's i18n.

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
