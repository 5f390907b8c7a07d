import { useCallback, useRef, useState } from 'react';

/** The player's states (spec part 1 section 4): idle, loading, playing, paused. */
export type PlaybackState = 'idle' | 'loading' | 'playing' | 'paused';

/** State plus a ref that always holds the latest value, for media event handlers. */
export function usePlaybackState() {
  const [state, setState] = useState<PlaybackState>('idle');
  const stateRef = useRef<PlaybackState>('idle');
  const go = useCallback((next: PlaybackState) => {
    stateRef.current = next;
    setState(next);
  }, []);
  return { state, stateRef, go };
}

export interface Playback {
  state: PlaybackState;
  start: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
}
