import {
  initialPlayer,
  type PlayerStore,
  rememberedRate,
  saveRate,
  type Track,
  usePlayerStore,
} from '../player-store';
import { type Driver, storeSink } from './driver';
import { SLEEP_FADE_MS } from './fade';
import { fileDriver } from './file-driver';
import { clearMediaSession, installMediaSession, SKIP_SECONDS, syncMediaSession } from './media-session';
import { createSleepTimer, type SleepChoice } from './sleep-timer';
import { speechDriver } from './speech-driver';

/** What the press did before the engine had loaded (player-commands.ts). */
export interface Handover {
  audio?: HTMLAudioElement;
  played?: Promise<unknown>;
}

let driver: Driver | null = null;
let driverTrack: string | null = null;
let generation = 0;

const set = usePlayerStore.setState;
const get = usePlayerStore.getState;

const sleep = createSleepTimer(
  () => {
    set({ sleep: { kind: 'off' } });
    driver?.pause();
  },
  { fade: () => get().state === 'playing' && driver?.fadeOut?.(SLEEP_FADE_MS), fadeMs: SLEEP_FADE_MS },
);

function endSleep() {
  sleep.clear();
  if (get().sleep.kind !== 'off') set({ sleep: { kind: 'off' } });
}

function letGo() {
  driver?.release();
  driver = null;
  driverTrack = null;
  generation += 1;
}

function begin(track: Track, handover?: Handover) {
  letGo();
  const mine = ++generation;
  const rate = rememberedRate();
  set({ track, state: 'loading', position: 0, duration: 0, spoken: null, spokenPart: null, rate });
  const sink = storeSink(
    () => generation === mine,
    () => ended(track),
  );
  driverTrack = track.id;
  driver = track.url
    ? fileDriver(track.url, sink, rate, handover)
    : speechDriver(track.text, sink, rate, track.lang, track.parts);
  showOnLockScreen();
}

/**
 * The track was played to its end. The sleep timer's 'end of track' is done (and a track that goes
 * on, a chapter, stops there); a timer of minutes keeps running into the next one.
 */
function ended(track: Track) {
  const { kind } = get().sleep;
  if (kind === 'end' || !track.onEnd) endSleep();
  if (kind !== 'end') track.onEnd?.();
}

/** The lock screen's title and controls (the store's changes keep them up to date afterwards). */
function showOnLockScreen() {
  installMediaSession(controls);
  syncMediaSession(get(), null);
}

const controls = {
  play: () => playerEngine.resume(),
  pause: () => playerEngine.pause(),
  stop: () => playerEngine.stop(),
  seekBy: (seconds: number) => playerEngine.skip(seconds),
  seekTo: (seconds: number) => playerEngine.seek(seconds),
};

/**
 * The one player (loaded on first use): a driver for the current track, the speed, the sleep timer
 * and the Media Session, all written to the player store.
 */
export const playerEngine = {
  start(track: Track) {
    const { state } = get();
    if (driver && driverTrack === track.id) {
      if (state === 'idle') {
        driver.restart();
        showOnLockScreen();
      } else if (state === 'paused') driver.resume();
      return;
    }
    begin(track);
  },
  /** the press made (and played) the element, or unlocked the voice, before this code had loaded */
  adopt(track: Track, handover: Handover) {
    if (get().track?.id !== track.id || get().state !== 'loading') {
      handover.audio?.pause();
      return;
    }
    begin(track, handover);
  },
  pause() {
    driver?.pause();
  },
  resume() {
    if (get().state === 'idle' && driver) driver.restart();
    else driver?.resume();
  },
  stop() {
    endSleep();
    driver?.stop();
  },
  /** the inline player's text changed: silent and idle, the position kept for later */
  release() {
    endSleep();
    letGo();
    set({ state: 'idle', spoken: null, spokenPart: null, position: 0, duration: 0 });
  },
  seek(seconds: number) {
    if (get().state === 'idle') return;
    driver?.seek(seconds);
  },
  /** back (negative) or forward by `seconds`, 15 from the buttons */
  skip(seconds: number = SKIP_SECONDS) {
    playerEngine.seek(get().position + seconds);
  },
  setRate(rate: number) {
    saveRate(rate);
    set({ rate });
    driver?.setRate(rate);
  },
  setSleep(choice: SleepChoice) {
    set({ sleep: sleep.set(choice) });
  },
};

export type PlayerEngine = typeof playerEngine;

// The lock screen follows the store; an idle player leaves it.
usePlayerStore.subscribe((now: PlayerStore, before: PlayerStore) => {
  if (now.state === 'idle' && now.track) {
    if (before.state !== 'idle') clearMediaSession();
    return;
  }
  syncMediaSession(now, before.state === 'idle' ? null : before);
});

/** Tests: as after a reload (nothing playing, nothing loaded). */
export function resetPlayerEngine(): void {
  letGo();
  sleep.clear();
  clearMediaSession();
  set(initialPlayer());
}
