import { fallbackActionSteps } from '@reign/domain';

/** A quoted verse's end: '… (Psalms 55:22)' or '(1 Peter 5:6-7)'. */
export const QUOTED_REFERENCE = /\((?:[1-3] )?[A-Z][a-z]+(?: [a-z]+ [A-Z][a-z]+)? \d+:\d+(?:-\d+)?\)\.?$/;

/** Whether `steps` are the built-in steps for the priority, each quoting a verse (issue 36). */
export function isBuiltInSteps(priority: string, steps: unknown): boolean {
  const plain = fallbackActionSteps(priority);
  return (
    Array.isArray(steps) &&
    steps.length === plain.length &&
    steps.every(
      (s, i) => typeof s === 'string' && s.startsWith(`${plain[i]} — “`) && QUOTED_REFERENCE.test(s),
    )
  );
}
