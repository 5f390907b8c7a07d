import { useEffect, useState } from 'react';

/** How long the count takes to grow, after the celebration has had a moment. */
export const COUNT_UP_DELAY_MS = 450;
export const COUNT_UP_MS = 650;

/**
 * A number that grows from `from` to `to` (the streak after a save), one step at a time over
 * COUNT_UP_MS; `to` at once when motion is reduced or nothing grows.
 */
export function useCountUp(from: number, to: number, reduced: boolean): number {
  const still = reduced || from >= to;
  const [shown, setShown] = useState(still ? to : from);

  useEffect(() => {
    if (still) {
      setShown(to);
      return;
    }
    setShown(from);
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / COUNT_UP_MS);
      // ease out: quick at first, settling on the new count
      setShown(Math.round(from + (to - from) * (1 - (1 - t) ** 3)));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    const timer = setTimeout(() => {
      frame = requestAnimationFrame(step);
    }, COUNT_UP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [from, to, still]);

  return shown;
}
