import { clearAudioPosition, readAudioPosition, saveAudioPosition } from '../audio-position';
import { playableUrl } from '../playable-url';
import { clampTime, type Driver, type Sink } from './driver';
import { audioToasts } from './engine-toasts';
import { volumeFade } from './fade';

/** HTMLMediaElement.HAVE_METADATA, without relying on the constructor being present. */
const HAVE_METADATA = 1;
/** Positions closer than this to either end start from the beginning. */
const RESUME_MARGIN_S = 1;
/** A saved position not reached by this far into playback is dropped (no late jump mid-listening). */
const SEEK_GIVE_UP_S = 2;

function errorName(err: unknown): string {
  return err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
}

/**
 * Plays one uploaded recording. loading → playing ⇄ paused; Stop pauses, rewinds and returns to
 * idle; the end returns to idle. The position is kept for the day (audio-position.ts) and resumed
 * on the next start; the same element plays again after Stop (restart). `given` is the element the press made and played before this code had loaded.
 */
export function fileDriver(
  url: string,
  sink: Sink,
  rate: number,
  given?: { audio?: HTMLAudioElement; played?: Promise<unknown> },
): Driver {
  const audio = given?.audio ?? new Audio();
  const fade = volumeFade(audio);
  let lastSaved = 0;
  let released = false;
  const live = () => !released && sink.current();

  const remember = () => {
    if (audio.ended) clearAudioPosition(url);
    else saveAudioPosition(url, audio.currentTime);
    lastSaved = audio.currentTime;
  };
  const report = () => sink.progress(audio.currentTime, Number.isFinite(audio.duration) ? audio.duration : 0);

  const resumeAt = readAudioPosition(url);
  let pendingSeek = resumeAt > RESUME_MARGIN_S ? resumeAt : 0;
  const trySeek = () => {
    report();
    if (!pendingSeek) return;
    const duration = Number.isFinite(audio.duration) ? audio.duration : Number.POSITIVE_INFINITY;
    if (pendingSeek >= duration - RESUME_MARGIN_S || audio.currentTime > SEEK_GIVE_UP_S) {
      pendingSeek = 0;
      return;
    }
    audio.currentTime = pendingSeek;
    if (Math.abs(audio.currentTime - pendingSeek) < 0.5) pendingSeek = 0;
    report();
  };
  const onPlaying = () => {
    if (live() && sink.state() !== 'idle') sink.go('playing');
  };
  const onPause = () => {
    if (!live()) return;
    // A pause we did not ask for (headset button, the system's media controls).
    if (sink.state() === 'playing' && !audio.ended) sink.go('paused');
    if (!audio.ended && sink.state() !== 'idle') remember();
  };
  const onTimeUpdate = () => {
    if (!live() || sink.state() === 'idle') return;
    report();
    if (Math.abs(audio.currentTime - lastSaved) >= 1) remember();
  };
  const onEnded = () => {
    if (!live()) return;
    clearAudioPosition(url);
    lastSaved = 0;
    sink.progress(0, Number.isFinite(audio.duration) ? audio.duration : 0);
    sink.go('idle');
    sink.ended();
  };
  const onError = () => {
    if (!live() || sink.state() === 'idle') return;
    if (sink.state() === 'loading' || audio.readyState < HAVE_METADATA) audioToasts.loadingFailed();
    else audioToasts.playbackError();
    sink.go('idle');
  };
  const listeners: Array<[string, () => void]> = [
    ['loadedmetadata', trySeek],
    ['durationchange', report],
    ['canplay', trySeek],
    ['playing', onPlaying],
    ['pause', onPause],
    ['timeupdate', onTimeUpdate],
    ['seeked', report],
    ['ended', onEnded],
    ['error', onError],
  ];
  for (const [type, fn] of listeners) audio.addEventListener(type, fn);
  const detach = () => {
    for (const [type, fn] of listeners) audio.removeEventListener(type, fn);
  };

  const settle = (outcome: Promise<unknown>, from: 'idle' | 'paused') => {
    outcome.then((err) => {
      if (!live() || sink.state() === 'idle') return;
      if (err === null) {
        sink.go('playing');
        return;
      }
      const name = errorName(err);
      if (name === 'AbortError') return; // we paused or reloaded meanwhile
      if (name === 'NotAllowedError') {
        audioToasts.autoplayBlocked();
        sink.go(from === 'paused' ? 'paused' : 'idle');
        return;
      }
      // A source that fails to load fires 'error' first, which has said 'Audio loading failed'.
      if (!audio.error) audioToasts.playbackFailed();
      sink.go('idle');
    });
  };
  const play = (from: 'idle' | 'paused') => {
    let outcome: Promise<unknown>;
    try {
      // Old browsers return nothing from play(); the 'playing' event moves the state on.
      const promise = audio.play() as Promise<void> | undefined;
      outcome = promise
        ? promise.then(
            () => null,
            (err: unknown) => err ?? new Error('play failed'),
          )
        : new Promise(() => {});
    } catch (err) {
      outcome = Promise.resolve(err);
    }
    settle(outcome, from);
  };
  const applyRate = (value: number) => {
    audio.defaultPlaybackRate = value;
    audio.playbackRate = value;
  };

  // Start: the press's own play(), or ours.
  applyRate(rate);
  if (given?.audio) {
    // the file may have failed before this code had loaded
    if (audio.error) onError();
    else if (audio.readyState >= HAVE_METADATA) trySeek();
    if (!audio.paused && audio.readyState > 2) sink.go('playing');
    settle(given.played ?? Promise.resolve(null), 'idle');
  } else {
    audio.preload = 'auto';
    audio.src = playableUrl(url);
    if (audio.readyState >= HAVE_METADATA) trySeek();
    play('idle');
  }

  return {
    restart() {
      if (sink.state() !== 'idle') return;
      sink.go('loading');
      play('idle');
    },
    pause() {
      if (sink.state() !== 'playing') return;
      sink.go('paused');
      audio.pause();
      fade.cancel();
      remember();
    },
    fadeOut: (ms) => fade.start(ms),
    resume() {
      fade.cancel();
      if (sink.state() !== 'paused') return;
      sink.go('playing');
      play('paused');
    },
    stop() {
      sink.go('idle');
      audio.pause();
      fade.cancel();
      audio.currentTime = 0;
      lastSaved = 0;
      clearAudioPosition(url);
      sink.progress(0, Number.isFinite(audio.duration) ? audio.duration : 0);
    },
    release() {
      if (sink.state() !== 'idle') remember();
      released = true;
      detach();
      audio.pause();
      fade.cancel();
      audio.removeAttribute('src');
      audio.load();
    },
    seek(seconds) {
      pendingSeek = 0;
      audio.currentTime = clampTime(seconds, audio.duration);
      report();
      if (sink.state() !== 'idle') remember();
    },
    setRate: applyRate,
  };
}
