/** How long the sleep timer's fade lasts before the pause: long enough to notice, short enough to sleep through. */
export const SLEEP_FADE_MS = 10_000;
const STEP_MS = 250;

/**
 * Lowers an element's volume to silence over `ms` (the sleep timer's last seconds), in steps;
 * `cancel` puts the volume back where it was (after the pause, or when the person acts meanwhile).
 */
export function volumeFade(audio: Pick<HTMLMediaElement, 'volume'>) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let from = 1;
  const cancel = () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    audio.volume = from;
  };
  return {
    start(ms: number) {
      cancel();
      from = audio.volume;
      const steps = Math.max(1, Math.round(ms / STEP_MS));
      let step = 0;
      timer = setInterval(() => {
        step += 1;
        audio.volume = Math.max(0, from * (1 - step / steps));
        if (step >= steps) clearInterval(timer);
      }, STEP_MS);
    },
    cancel,
  };
}
