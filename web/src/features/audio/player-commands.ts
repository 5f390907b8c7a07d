import { playbackFailed } from './audio-toasts';
import type { Handover, PlayerEngine } from './engine/player-engine';
import { playableUrl, speechSupported } from './playable-url';
import { hereAddress, type Track, usePlayerStore } from './player-store';

/**
 * What the first load holds of the player: the press. The engine (its file and speech drivers, the
 * Media Session, the sleep timer) is its own chunk, fetched when a pointer or focus reaches a player
 * and at the latest by the press.
 */
let engine: PlayerEngine | null = null;
let loading: Promise<PlayerEngine> | null = null;

export function loadEngine(): Promise<PlayerEngine> {
  loading ??= import('./engine/player-engine').then(
    (m) => {
      engine = m.playerEngine;
      return engine;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** Starts fetching the engine (a pointer or focus reached a player); failures wait for the press. */
export function preloadEngine(): void {
  loadEngine().catch(() => undefined);
}

/** Tests: the next press runs as if the engine had not been fetched yet. */
export function forgetEngineForTests(): void {
  engine = null;
  loading = null;
}

/**
 * Listen / Read aloud. iOS starts audio (and the voice) only inside the press itself, so without
 * the engine yet the press makes the audio element and calls play() (or speaks an empty utterance,
 * which unlocks the voice), and the engine takes them over once it has loaded.
 */
export function startTrack(track: Track): void {
  usePlayerStore.setState({ from: hereAddress() });
  if (engine) {
    engine.start(track);
    return;
  }
  const handover: Handover = {};
  if (track.url) {
    const audio = new Audio();
    audio.preload = 'auto';
    audio.src = playableUrl(track.url);
    let played: Promise<unknown>;
    try {
      // the outcome as a value: nobody listens until the engine has loaded
      played = Promise.resolve(audio.play()).then(
        () => null,
        (err: unknown) => err ?? new Error('play failed'),
      );
    } catch (err) {
      played = Promise.resolve(err);
    }
    handover.audio = audio;
    handover.played = played;
  } else if (speechSupported()) {
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(new SpeechSynthesisUtterance(''));
  }
  usePlayerStore.setState({
    track,
    state: 'loading',
    position: 0,
    duration: 0,
    spoken: null,
    spokenPart: null,
  });
  loadEngine().then(
    (loaded) => loaded.adopt(track, handover),
    () => {
      handover.audio?.pause();
      if (usePlayerStore.getState().track?.id === track.id) usePlayerStore.setState({ state: 'idle' });
      playbackFailed();
    },
  );
}

export function pausePlayback(): void {
  engine?.pause();
}

export function resumePlayback(): void {
  engine?.resume();
}

export function stopPlayback(): void {
  engine?.stop();
}

/** An inline player's text or recording changed (spec: it resets): let go of its old track. */
export function releaseTrack(id: string): void {
  if (usePlayerStore.getState().track?.id === id) engine?.release();
}
