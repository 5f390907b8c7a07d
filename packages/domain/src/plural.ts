/**
 * A count with its noun in the right form (issue 15): '1 day', '2 days', '0 plans'. `many` is the
 * plural when adding 's' is wrong ('1 entry', '3 entries'). Every count shown in words goes through
 * this, so the rule is written once.
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

let counts: Intl.NumberFormat | undefined;

/**
 * A count as people read it ('7', '1,234'). Whole numbers under a thousand need no grouping, and
 * they are nearly every count shown: they skip Intl, whose number formatter is costly to make
 * (a dashboard's first render made one per streak and badge).
 */
export function formatCount(count: number): string {
  if (Number.isInteger(count) && Math.abs(count) < 1000) return String(count);
  counts ??= new Intl.NumberFormat('en-US');
  return counts.format(count);
}

/** The noun alone, for a count shown apart ('{n} of {total} {plans}'). */
export function pluralNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
