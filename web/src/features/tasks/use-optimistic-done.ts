import { useEffect, useState } from 'react';

/**
 * A task checkbox that answers the click at once: it shows the new state until the stored task
 * catches up (or the change fails), instead of flicking back while the write is on its way.
 */
export function useOptimisticDone(done: boolean, toggle: (next: boolean) => Promise<boolean>) {
  const [pending, setPending] = useState<boolean | null>(null);
  // The stored state changed: it is the truth again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever `done` changes
  useEffect(() => setPending(null), [done]);
  const onChange = (next: boolean) => {
    setPending(next);
    void toggle(next).then((ok) => {
      if (!ok) setPending(null);
    });
  };
  return { checked: pending ?? done, onChange };
}
