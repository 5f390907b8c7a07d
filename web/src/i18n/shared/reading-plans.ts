import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { BOOKS, localBookName, localReference } from '@reign/bible';
import { type BuiltInPlan, type PlanChoice, planScope } from '@reign/bible/reading-plans';

// The reading plans' words of @reign/bible (BUILT_IN_PLANS, planTitle) and @reign/domain
// (behindMessage) in the active language: the English is the packages', word for word.

/** The built-in plans' titles and descriptions (BUILT_IN_PLANS). */
export const BUILT_IN_PLAN_WORDS: Record<
  BuiltInPlan['key'],
  { title: MessageDescriptor; description: MessageDescriptor }
> = {
  'bible-in-a-year': {
    title: msg`Bible in a Year`,
    description: msg`The whole Bible from Genesis to Revelation, in canonical order.`,
  },
  'new-testament-90': {
    title: msg`New Testament in 90 days`,
    description: msg`Matthew to Revelation in three months.`,
  },
  'psalms-proverbs-31': {
    title: msg`Psalms and Proverbs in a month`,
    description: msg`The prayers and the wisdom of Israel, in 31 days.`,
  },
  'gospels-30': {
    title: msg`The Gospels in 30 days`,
    description: msg`Matthew, Mark, Luke and John in a month.`,
  },
};

/** A built-in plan's description (its English when the key is unknown). */
export function planDescriptionLabel(i18n: I18n, plan: Pick<BuiltInPlan, 'key' | 'description'>): string {
  const words = BUILT_IN_PLAN_WORDS[plan.key];
  return words ? i18n._(words.description) : plan.description;
}

/**
 * A plan's title as planTitle (@reign/bible) writes it, in the active language: the built-in's, or
 * 'Ruth and Esther in 10 days' / 'Genesis to Deuteronomy (5 books) in 90 days' for one of your own
 * (the books named in the language: 'Rut y Ester en 10 días').
 */
export function planTitleLabel(i18n: I18n, choice: PlanChoice): string {
  const words = choice.planKey === 'custom' ? undefined : BUILT_IN_PLAN_WORDS[choice.planKey];
  if (words) return i18n._(words.title);
  const scope = planScope(choice);
  if ('problem' in scope) return i18n._(msg`Your plan`);
  const names = scope.books.map((o) => bookInLanguage(BOOKS[o]?.name ?? '', i18n.locale));
  const first = names[0] ?? '';
  const last = names.at(-1) ?? '';
  const count = names.length;
  const books =
    names.length === 1
      ? first
      : names.length === 2
        ? i18n._(msg`${first} and ${last}`)
        : i18n._(msg`${first} to ${last} (${count} books)`);
  const days = scope.days;
  return i18n._(msg`${books} in ${plural(days, { one: '# day', other: '# days' })}`);
}

/** 'You are 1 day behind', 'You are 3 days behind' (behindMessage of @reign/domain). */
export function behindLabel(i18n: I18n, days: number): string {
  return i18n._(msg`${plural(days, { one: 'You are # day behind', other: 'You are # days behind' })}`);
}

/** The translation whose book names a language reads ('Salmos' in Spanish). */
const namesOf = (locale: string): string => (locale.startsWith('es') ? 'rv1909' : 'web');

/** A book's English name in the language: 'Psalms' is 'Salmos' in Spanish (issue 51). */
export function bookInLanguage(name: string, locale: string): string {
  return localBookName(name, namesOf(locale));
}

/** A day's passages ('Psalms 1–10; Proverbs 1') with the books named in the language (issue 51). */
export function passagesInLanguage(label: string, locale: string): string {
  return localReference(label, namesOf(locale));
}
