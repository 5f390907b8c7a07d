import { useCallback, useEffect, useRef } from 'react';
import { clearAudioPosition, readAudioPosition, saveAudioPosition } from './audio-position';
import { audioToasts } from './audio-toasts';
import { type Playback, usePlaybackState } from './playback-state';

/** HTMLMediaElement.HAVE_METADATA, without relying on the constructor being present. */
const HAVE_METADATA = 1;
/** Positions closer than this to either end start from the beginning. */
const RESUME_MARGIN_S = 1;
/** A saved position not reached by this far into playback is dropped (no late jump mid-listening). */
const SEEK_GIVE_UP_S = 2;

/** True when the app runs installed (standalone display mode, or iOS's home-screen flag). */
export function isStandaloneDisplay(): boolean {
  const standalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * The URL to load: in standalone display mode a timestamp query is appended so an installed app
 * never plays a stale cached file (spec part 1 section 7).
 */
export function playableUrl(url: string, now: number = Date.now()): string {
  if (!isStandaloneDisplay()) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}t=${now}${hash}`;
}

function errorName(err: unknown): string {
  return err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
}

/**
 * Plays one uploaded recording. Listen → loading → playing ⇄ paused; Stop pauses, rewinds and
 * returns to idle; the end returns to idle. The position is kept for the day (audio-position.ts)
 * and resumed on the next Listen. Mount it with a `key` of URL and text: unmounting resets it.
 */
export function useAudioFile(url: string): Playback {
  const { state, stateRef, go } = usePlaybackState();
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const detachRef = useRef<(() => void) | null>(null);
  const lastSavedRef = useRef(0);

  const remember = useCallback(
    (audio: HTMLAudioElement) => {
      if (audio.ended) clearAudioPosition(url);
      else saveAudioPosition(url, audio.currentTime);
      lastSavedRef.current = audio.currentTime;
    },
    [url],
  );

  const createAudio = useCallback((): HTMLAudioElement => {
    const audio = new Audio();
    audio.preload = 'auto';
    const resumeAt = readAudioPosition(url);
    const isCurrent = () => audioRef.current === audio;

    // Resume where the person left off. A file served without range support may not be seekable
    // at 'loadedmetadata'; try again at 'canplay', but only while playback is still at the start.
    let pendingSeek = resumeAt > RESUME_MARGIN_S ? resumeAt : 0;
    const trySeek = () => {
      if (!pendingSeek) return;
      const duration = Number.isFinite(audio.duration) ? audio.duration : Number.POSITIVE_INFINITY;
      if (pendingSeek >= duration - RESUME_MARGIN_S || audio.currentTime > SEEK_GIVE_UP_S) {
        pendingSeek = 0;
        return;
      }
      audio.currentTime = pendingSeek;
      if (Math.abs(audio.currentTime - pendingSeek) < 0.5) pendingSeek = 0;
    };
    const onPlaying = () => {
      if (isCurrent() && stateRef.current !== 'idle') go('playing');
    };
    const onPause = () => {
      // A pause we did not ask for (headset button, the system's media controls).
      if (isCurrent() && stateRef.current === 'playing' && !audio.ended) go('paused');
      if (isCurrent() && !audio.ended && stateRef.current !== 'idle') remember(audio);
    };
    const onTimeUpdate = () => {
      if (!isCurrent() || stateRef.current === 'idle') return;
      if (Math.abs(audio.currentTime - lastSavedRef.current) >= 1) remember(audio);
    };
    const onEnded = () => {
      if (!isCurrent()) return;
      clearAudioPosition(url);
      lastSavedRef.current = 0;
      go('idle');
    };
    const onError = () => {
      if (!isCurrent() || stateRef.current === 'idle') return;
      if (stateRef.current === 'loading' || audio.readyState < HAVE_METADATA) audioToasts.loadingFailed();
      else audioToasts.playbackError();
      go('idle');
    };
    const listeners: Array<[string, () => void]> = [
      ['loadedmetadata', trySeek],
      ['canplay', trySeek],
      ['playing', onPlaying],
      ['pause', onPause],
      ['timeupdate', onTimeUpdate],
      ['ended', onEnded],
      ['error', onError],
    ];
    for (const [type, fn] of listeners) audio.addEventListener(type, fn);
    detachRef.current = () => {
      for (const [type, fn] of listeners) audio.removeEventListener(type, fn);
    };
    audio.src = playableUrl(url);
    audioRef.current = audio;
    return audio;
  }, [url, go, remember, stateRef]);

  const playAudio = useCallback(
    (audio: HTMLAudioElement, from: 'idle' | 'paused') => {
      let promise: Promise<void> | undefined;
      try {
        promise = audio.play();
      } catch (err) {
        promise = Promise.reject(err);
      }
      // Old browsers return nothing from play(); the 'playing' event moves the state on.
      promise?.then(
        () => {
          if (audioRef.current === audio && stateRef.current !== 'idle') go('playing');
        },
        (err: unknown) => {
          if (audioRef.current !== audio || stateRef.current === 'idle') return;
          const name = errorName(err);
          if (name === 'AbortError') return; // we paused or reloaded meanwhile
          if (name === 'NotAllowedError') {
            audioToasts.autoplayBlocked();
            go(from === 'paused' ? 'paused' : 'idle');
            return;
          }
          // A source that fails to load fires 'error' first, which has said 'Audio loading failed'.
          if (!audio.error) audioToasts.playbackFailed();
          go('idle');
        },
      );
    },
    [go, stateRef],
  );

  const start = useCallback(() => {
    if (stateRef.current !== 'idle') return;
    const audio = audioRef.current ?? createAudio();
    go('loading');
    playAudio(audio, 'idle');
  }, [createAudio, go, playAudio, stateRef]);

  const pause = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || stateRef.current !== 'playing') return;
    go('paused');
    audio.pause();
    remember(audio);
  }, [go, remember, stateRef]);

  const resume = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || stateRef.current !== 'paused') return;
    go('playing');
    playAudio(audio, 'paused');
  }, [go, playAudio, stateRef]);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    go('idle');
    audio.pause();
    audio.currentTime = 0;
    lastSavedRef.current = 0;
    clearAudioPosition(url);
  }, [go, url]);

  // Removed (or remounted for another URL or text): stop and let go of the file, keeping the position.
  useEffect(
    () => () => {
      const audio = audioRef.current;
      if (!audio) return;
      if (stateRef.current !== 'idle') remember(audio);
      audioRef.current = null;
      stateRef.current = 'idle';
      detachRef.current?.();
      detachRef.current = null;
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    },
    [remember, stateRef],
  );

  return { state, start, pause, resume, stop };
}
