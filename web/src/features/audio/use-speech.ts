import { useCallback, useEffect, useRef } from 'react';
import { audioToasts } from './audio-toasts';
import { type Playback, usePlaybackState } from './playback-state';

/** True when the browser can read text aloud (`speechSynthesis` and `SpeechSynthesisUtterance`). */
export function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    window.speechSynthesis != null &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** Longest piece handed to the synthesiser at once; some engines stop long utterances early. */
const MAX_CHUNK = 220;

/** Splits text into sentence-sized pieces of at most MAX_CHUNK characters (words are not cut). */
export function speechChunks(text: string): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .match(/[^.!?;:]+[.!?;:]*["'”’)]*\s*/g);
  if (!sentences) return [];
  const chunks: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) chunks.push(current.trim());
    current = '';
  };
  for (const sentence of sentences) {
    if ((current + sentence).length <= MAX_CHUNK) {
      current += sentence;
      continue;
    }
    push();
    if (sentence.length <= MAX_CHUNK) {
      current = sentence;
      continue;
    }
    for (const word of sentence.split(' ')) {
      if ((current + word).length + 1 > MAX_CHUNK) push();
      current += `${word} `;
    }
  }
  push();
  return chunks;
}

/**
 * Reads `text` with the browser's speech synthesis (where no recording was uploaded).
 * Read aloud → playing ⇄ paused; Stop cancels and returns to idle; the end returns to idle.
 * Unmounting (or remounting for another text) cancels what this player started.
 */
export function useSpeech(text: string): Playback {
  const { state, stateRef, go } = usePlaybackState();
  /** Bumped on every start and stop, so callbacks of cancelled utterances are ignored. */
  const runRef = useRef(0);

  const start = useCallback(() => {
    if (stateRef.current !== 'idle' || !speechSupported()) return;
    const synth = window.speechSynthesis;
    const chunks = speechChunks(text);
    if (chunks.length === 0) return;
    runRef.current += 1;
    const run = runRef.current;
    const current = () => runRef.current === run;
    synth.cancel();
    chunks.forEach((chunk, index) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = 'en-US';
      if (index === chunks.length - 1) {
        utterance.onend = () => {
          if (current()) go('idle');
        };
      }
      utterance.onerror = (event: SpeechSynthesisErrorEvent) => {
        if (!current() || event.error === 'interrupted' || event.error === 'canceled') return;
        runRef.current += 1;
        synth.cancel();
        if (event.error === 'not-allowed') audioToasts.autoplayBlocked();
        else audioToasts.speechFailed();
        go('idle');
      };
      synth.speak(utterance);
    });
    go('playing');
  }, [go, stateRef, text]);

  const pause = useCallback(() => {
    if (stateRef.current !== 'playing') return;
    window.speechSynthesis.pause();
    go('paused');
  }, [go, stateRef]);

  const resume = useCallback(() => {
    if (stateRef.current !== 'paused') return;
    window.speechSynthesis.resume();
    go('playing');
  }, [go, stateRef]);

  const stop = useCallback(() => {
    if (stateRef.current === 'idle') return;
    runRef.current += 1;
    const synth = window.speechSynthesis;
    // A paused engine may keep the queue after cancel() in some browsers; resume first.
    synth.resume();
    synth.cancel();
    go('idle');
  }, [go, stateRef]);

  useEffect(
    () => () => {
      if (stateRef.current === 'idle') return;
      runRef.current += 1;
      stateRef.current = 'idle';
      window.speechSynthesis.resume();
      window.speechSynthesis.cancel();
    },
    [stateRef],
  );

  return { state, start, pause, resume, stop };
}
