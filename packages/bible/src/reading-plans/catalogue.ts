import { BOOKS, findBook } from '../books';
import { BOOK_WORDS } from '../verse-counts';
import { generatePlan, type PlanDay, versesOfBooks } from './generate';

/** The plans people can start: four built in, and one they make of chosen books and days. */
export const READING_PLAN_KEYS = [
  'bible-in-a-year',
  'new-testament-90',
  'psalms-proverbs-31',
  'gospels-30',
  'custom',
] as const;
export type ReadingPlanKey = (typeof READING_PLAN_KEYS)[number];

/** The longest plan, in days (two years). */
export const MAX_PLAN_DAYS = 730;

/** A built-in plan. */
export interface BuiltInPlan {
  key: Exclude<ReadingPlanKey, 'custom'>;
  title: string;
  description: string;
  /** canonical order indexes of its books */
  books: readonly number[];
  days: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const order = (name: string) => findBook(name)?.order ?? -1;

export const BUILT_IN_PLANS: readonly BuiltInPlan[] = [
  {
    key: 'bible-in-a-year',
    title: 'Bible in a Year',
    description: 'The whole Bible from Genesis to Revelation, in canonical order.',
    books: range(0, 65),
    days: 365,
  },
  {
    key: 'new-testament-90',
    title: 'New Testament in 90 days',
    description: 'Matthew to Revelation in three months.',
    books: range(order('Matthew'), 65),
    days: 90,
  },
  {
    key: 'psalms-proverbs-31',
    title: 'Psalms and Proverbs in a month',
    description: 'The prayers and the wisdom of Israel, in 31 days.',
    books: [order('Psalms'), order('Proverbs')],
    days: 31,
  },
  {
    key: 'gospels-30',
    title: 'The Gospels in 30 days',
    description: 'Matthew, Mark, Luke and John in a month.',
    books: range(order('Matthew'), order('John')),
    days: 30,
  },
];

/** What a started plan says about what it reads. */
export interface PlanChoice {
  planKey: ReadingPlanKey;
  /** OSIS ids of the chosen books ('Gen', 'Ps'), for 'custom' */
  customBooks?: readonly string[] | null;
  /** for 'custom' */
  customDays?: number | null;
}

/**
 * What is wrong with a plan to start, as the code of the contract's message and its values
 * (readingPlanMessages: the words are the contract's, which this package cannot import; the domain's
 * readingPlanProblem checks that these are its codes).
 */
export type PlanProblem =
  | { code: 'readingPlan.unknownPlan'; values: { planKey: string } }
  | { code: 'readingPlan.notABook'; values: { book: string } }
  | { code: 'readingPlan.noBooks'; values?: undefined }
  | { code: 'readingPlan.noDays'; values?: undefined }
  | { code: 'readingPlan.tooLong'; values: { days: number } }
  | { code: 'readingPlan.tooFewVerses'; values: { verses: number } };

/** The books and days a plan reads, or what is wrong with a custom one. */
export function planScope(choice: PlanChoice): { books: number[]; days: number } | { problem: PlanProblem } {
  if (choice.planKey !== 'custom') {
    const plan = BUILT_IN_PLANS.find((p) => p.key === choice.planKey);
    if (!plan) return { problem: { code: 'readingPlan.unknownPlan', values: { planKey: choice.planKey } } };
    return { books: [...plan.books], days: plan.days };
  }
  const books: number[] = [];
  for (const id of choice.customBooks ?? []) {
    const book = BOOKS.find((b) => b.osis === id) ?? findBook(id);
    if (!book) return { problem: { code: 'readingPlan.notABook', values: { book: id } } };
    if (!books.includes(book.order)) books.push(book.order);
  }
  if (books.length === 0) return { problem: { code: 'readingPlan.noBooks' } };
  const days = choice.customDays ?? 0;
  if (!Number.isInteger(days) || days < 1) return { problem: { code: 'readingPlan.noDays' } };
  if (days > MAX_PLAN_DAYS)
    return { problem: { code: 'readingPlan.tooLong', values: { days: MAX_PLAN_DAYS } } };
  const verses = versesOfBooks(books);
  if (days > verses) return { problem: { code: 'readingPlan.tooFewVerses', values: { verses } } };
  return { books: books.sort((a, b) => a - b), days };
}

const cache = new Map<string, PlanDay[]>();

/** The days of a plan (kept once made: Bible in a Year takes a few milliseconds); [] when it has a problem. */
export function planDays(choice: PlanChoice): PlanDay[] {
  const scope = planScope(choice);
  if ('problem' in scope) return [];
  const key = `${scope.books.join(',')}/${scope.days}`;
  let days = cache.get(key);
  if (!days) {
    days = generatePlan(scope.books, scope.days);
    if (cache.size > 50) cache.clear();
    cache.set(key, days);
  }
  return days;
}

/** Words read in a minute, reading attentively. */
const WORDS_A_MINUTE = 200;

/** About how many minutes a day of the plan takes (at least 1). */
export function minutesPerDay(books: readonly number[], days: number): number {
  const words = [...new Set(books)].reduce((sum, order) => sum + (BOOK_WORDS[order] ?? 0), 0);
  return Math.max(1, Math.round(words / days / WORDS_A_MINUTE));
}

/** A plan's title: the built-in's, or 'Your plan: Ruth–Esther' style for one of your own. */
export function planTitle(choice: PlanChoice): string {
  const plan = BUILT_IN_PLANS.find((p) => p.key === choice.planKey);
  if (plan) return plan.title;
  const scope = planScope(choice);
  if ('problem' in scope) return 'Your plan';
  const names = scope.books.map((o) => BOOKS[o]?.name ?? '');
  const books =
    names.length <= 2 ? names.join(' and ') : `${names[0]} to ${names.at(-1)} (${names.length} books)`;
  return `${books} in ${scope.days} ${scope.days === 1 ? 'day' : 'days'}`;
}
