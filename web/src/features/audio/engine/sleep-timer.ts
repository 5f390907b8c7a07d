import type { SleepSetting } from '../player-store';

/** The sleep timer's choices (minutes), after Off and 'End of track'. */
export const SLEEP_MINUTES = [5, 15, 30] as const;
export type SleepChoice = 'off' | 'end' | (typeof SLEEP_MINUTES)[number];

/**
 * Evening listening: pauses after some minutes of the clock (playing or not, as podcast apps do),
 * or lets the track end. `fire` is called once when the minutes have passed.
 */
export function createSleepTimer(fire: () => void, now: () => number = () => Date.now()) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    set(choice: SleepChoice): SleepSetting {
      clear();
      if (choice === 'off') return { kind: 'off' };
      if (choice === 'end') return { kind: 'end' };
      const ms = choice * 60_000;
      timer = setTimeout(() => {
        timer = undefined;
        fire();
      }, ms);
      return { kind: 'at', minutes: choice, endsAt: now() + ms };
    },
    clear,
  };
}
