/**
 * A count with its noun in the right form (issue 15): '1 day', '2 days', '0 plans'. `many` is the
 * plural when adding 's' is wrong ('1 entry', '3 entries'). Every count shown in words goes through
 * this, so the rule is written once.
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The noun alone, for a count shown apart ('{n} of {total} {plans}'). */
export function pluralNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
