import type { SleepSetting } from '../player-store';

/** The sleep timer's choices (minutes), after Off and 'End of track'. */
export const SLEEP_MINUTES = [5, 15, 30] as const;
export type SleepChoice = 'off' | 'end' | (typeof SLEEP_MINUTES)[number];

/**
 * Evening listening: pauses after some minutes of the clock (playing or not, as podcast apps do),
 * or lets the track end. `fire` is called once when the minutes have passed, and `fade` `fadeMs`
 * before that (the volume goes down to the pause instead of stopping mid-word).
 */
export function createSleepTimer(
  fire: () => void,
  {
    fade,
    fadeMs = 0,
    now = () => Date.now(),
  }: { fade?: () => void; fadeMs?: number; now?: () => number } = {},
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fading: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(timer);
    clearTimeout(fading);
    timer = undefined;
    fading = undefined;
  };
  return {
    set(choice: SleepChoice): SleepSetting {
      clear();
      if (choice === 'off') return { kind: 'off' };
      if (choice === 'end') return { kind: 'end' };
      const ms = choice * 60_000;
      if (fade && fadeMs > 0 && fadeMs < ms) fading = setTimeout(fade, ms - fadeMs);
      timer = setTimeout(() => {
        timer = undefined;
        fire();
      }, ms);
      return { kind: 'at', minutes: choice, endsAt: now() + ms };
    },
    clear,
  };
}
