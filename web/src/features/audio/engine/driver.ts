import type { PlaybackState } from '../playback-state';
import { usePlayerStore } from '../player-store';

/** One track's playback: a recording (file-driver.ts) or the device's voice (speech-driver.ts). */
export interface Driver {
  /** plays again from idle (after Stop or the end) */
  restart(): void;
  pause(): void;
  resume(): void;
  /** Stop: back to the start, idle, nothing to resume later */
  stop(): void;
  /** another track starts, or the inline player's text changed: silent, idle, the position kept */
  release(): void;
  /** to `seconds` into the track (clamped) */
  seek(seconds: number): void;
  setRate(rate: number): void;
  /** lowers the volume to silence over `ms` (the sleep timer's end); the next pause, stop or resume restores it */
  fadeOut?(ms: number): void;
}

/** What a driver tells the player; ignored once the driver is no longer the current one. */
export interface Sink {
  current(): boolean;
  state(): PlaybackState;
  go(state: PlaybackState): void;
  progress(position: number, duration: number): void;
  /** the sentence being spoken, and the part (of a track read in parts) it belongs to */
  spoken(sentence: string | null, part?: number | null): void;
  /** the track played to its end (the sleep timer's 'end of track' is done) */
  ended(): void;
}

export function storeSink(isCurrent: () => boolean, onEnded: () => void): Sink {
  const set = usePlayerStore.setState;
  return {
    current: isCurrent,
    state: () => (isCurrent() ? usePlayerStore.getState().state : 'idle'),
    go: (state) => isCurrent() && set({ state }),
    progress: (position, duration) => isCurrent() && set({ position, duration }),
    spoken: (sentence, part = null) => isCurrent() && set({ spoken: sentence, spokenPart: part }),
    ended: () => isCurrent() && onEnded(),
  };
}

/** `seconds` kept inside the track. */
export function clampTime(seconds: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, Number.isFinite(seconds) ? seconds : 0), end);
}
