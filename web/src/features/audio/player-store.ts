import { create } from 'zustand';
import type { PlaybackState } from './playback-state';
import { setPlayerPresent } from './player-present';

/** One thing to listen to: an uploaded recording (`url`), or `text` read aloud when there is none. */
export interface Track {
  /** the recording's URL and the text: the same pair is the same track */
  id: string;
  url: string | null;
  text: string;
  /** the verse reference, the lock screen's title (Media Session) */
  title: string;
  /** the language `text` is read aloud in (BCP 47; English when not given) */
  lang?: string | undefined;
  /** read aloud in these parts (a chapter's verses) instead of `text`'s sentences; `spokenPart` names the one being read */
  parts?: readonly string[] | undefined;
  /** called when the track has been read to its end (not stopped): a chapter goes on to the next */
  onEnd?: (() => void) | undefined;
}

/** The sleep timer: off, at the end of the track, or at a moment (ms since the epoch). */
export type SleepSetting =
  | { kind: 'off' }
  | { kind: 'end' }
  | { kind: 'at'; minutes: number; endsAt: number };

export interface PlayerStore {
  /** the track playing or last played (idle after Stop or the end) */
  track: Track | null;
  /** the address (path, query and hash) of the page where it was started: the mini player links back */
  from: string | null;
  state: PlaybackState;
  /** seconds into the track (read aloud: an estimate at 1x) */
  position: number;
  /** the track's length in seconds; 0 while unknown */
  duration: number;
  rate: number;
  sleep: SleepSetting;
  /** read aloud: the sentence being spoken, exactly as it appears in the track's text */
  spoken: string | null;
  /** read aloud in parts: the index of the part being spoken (a chapter's verse 1 is 0) */
  spokenPart: number | null;
  /** inline controls of the current track that are playing or paused (drawn on their page) ... */
  inlineShown: number;
  /** ... and of those, the ones scrolled out of sight: the mini player shows while none is in sight */
  inlineHidden: number;
}

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
const RATE_KEY = 'reign.audio.rate';

function savedRate(): number {
  try {
    const rate = Number(globalThis.localStorage?.getItem(RATE_KEY));
    return (PLAYBACK_RATES as readonly number[]).includes(rate) ? rate : 1;
  } catch {
    return 1;
  }
}

export function saveRate(rate: number): void {
  try {
    localStorage.setItem(RATE_KEY, String(rate));
  } catch {
    // storage blocked: the speed lasts this visit only
  }
}

export function initialPlayer(): PlayerStore {
  return {
    track: null,
    from: null,
    state: 'idle',
    position: 0,
    duration: 0,
    rate: 1,
    sleep: { kind: 'off' },
    spoken: null,
    spokenPart: null,
    inlineShown: 0,
    inlineHidden: 0,
  };
}

/**
 * The one player of the app (neither server nor form data): it lives above the routes, so playback
 * goes on while the person scrolls or moves between pages. The engine (engine/player-engine.ts,
 * loaded on first use) owns the audio element or the speech and writes here; the controls read it.
 */
export const usePlayerStore = create<PlayerStore>(() => initialPlayer());
usePlayerStore.subscribe((s) => setPlayerPresent(s.track !== null));

/** The speed chosen on this device, read when playback starts (not during the server's render). */
export function rememberedRate(): number {
  return savedRate();
}

/** The title a track shows without one given: the text up to its first full stop (the reference). */
export function makeTrack(
  url: string | null,
  text: string,
  title?: string,
  lang?: string,
  more?: Pick<Track, 'parts' | 'onEnd'>,
): Track {
  const fallback = text.split(/\.\s/, 1)[0]?.trim().slice(0, 80) || 'Reign';
  return {
    id: `${url ?? ''}\n${text}`,
    url,
    text,
    title: title?.trim() || fallback,
    ...(lang ? { lang } : {}),
    ...more,
  };
}

/** Where the page is now, as `from` holds it. */
export function hereAddress(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** An inline control of the current track appeared (+1) or went (-1), or was scrolled away or back. */
export function countInline(key: 'inlineShown' | 'inlineHidden', by: 1 | -1): void {
  usePlayerStore.setState((s) => ({ [key]: Math.max(0, s[key] + by) }));
}
