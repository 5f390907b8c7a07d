import type { PlayerStore } from '../player-store';

/** The app's icons as the lock screen's artwork (web/public/icons). */
export const ARTWORK: MediaImage[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
];
export const ARTIST = 'Reign';
/** What the headset's and lock screen's skip buttons move by when they do not say. */
export const SKIP_SECONDS = 15;

export interface SessionControls {
  play(): void;
  pause(): void;
  stop(): void;
  seekBy(seconds: number): void;
  seekTo(seconds: number): void;
}

const ACTIONS = ['play', 'pause', 'stop', 'seekbackward', 'seekforward', 'seekto'] as const;

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

function setHandler(ms: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    ms.setActionHandler(action, handler);
  } catch {
    // an action this browser does not know
  }
}

/** Lock-screen and headset controls for the current track (Media Session API). */
export function installMediaSession(controls: SessionControls): void {
  const ms = session();
  if (!ms) return;
  setHandler(ms, 'play', () => controls.play());
  setHandler(ms, 'pause', () => controls.pause());
  setHandler(ms, 'stop', () => controls.stop());
  setHandler(ms, 'seekbackward', (d) => controls.seekBy(-(d.seekOffset ?? SKIP_SECONDS)));
  setHandler(ms, 'seekforward', (d) => controls.seekBy(d.seekOffset ?? SKIP_SECONDS));
  setHandler(ms, 'seekto', (d) => {
    if (typeof d.seekTime === 'number') controls.seekTo(d.seekTime);
  });
}

/** The lock screen cleared: no title, no controls. */
export function clearMediaSession(): void {
  const ms = session();
  if (!ms) return;
  ms.metadata = null;
  ms.playbackState = 'none';
  for (const action of ACTIONS) setHandler(ms, action, null);
}

/** The session follows the player: the verse as title, 'Reign' as artist, playing or paused, position. */
export function syncMediaSession(now: PlayerStore, before: PlayerStore | null): void {
  const ms = session();
  if (!ms || !now.track) return;
  if (now.track !== before?.track && typeof MediaMetadata === 'function') {
    ms.metadata = new MediaMetadata({
      title: now.track.title,
      artist: ARTIST,
      album: 'Daily verse',
      artwork: ARTWORK,
    });
  }
  ms.playbackState = now.state === 'playing' ? 'playing' : now.state === 'paused' ? 'paused' : 'none';
  if (now.duration > 0 && typeof ms.setPositionState === 'function') {
    try {
      ms.setPositionState({
        duration: now.duration,
        playbackRate: now.rate,
        position: Math.min(Math.max(0, now.position), now.duration),
      });
    } catch {
      // a duration the browser refuses (Infinity of a stream)
    }
  }
}
