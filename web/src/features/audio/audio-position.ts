import { centralDate } from '@reign/domain';
import { serverNow } from '../../api';

/**
 * Where each recording was left today, so a person who leaves the page and comes back the same
 * (Central) day resumes where they stopped. One localStorage key holds one day; a new day starts empty.
 */
export const AUDIO_POSITION_KEY = 'reign.audio.positions';

interface StoredPositions {
  date: string;
  positions: Record<string, number>;
}

function read(today: string): StoredPositions {
  try {
    const raw = window.localStorage.getItem(AUDIO_POSITION_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<StoredPositions>;
      if (parsed.date === today && parsed.positions && typeof parsed.positions === 'object') {
        return { date: today, positions: parsed.positions };
      }
    }
  } catch {
    // Unreadable or blocked storage: start from the beginning.
  }
  return { date: today, positions: {} };
}

function write(value: StoredPositions): void {
  try {
    window.localStorage.setItem(AUDIO_POSITION_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the position is simply not kept.
  }
}

/** Seconds into `url` where playback stopped today, or 0. */
export function readAudioPosition(url: string, now: Date = serverNow()): number {
  const seconds = read(centralDate(now)).positions[url];
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** Remembers `seconds` for `url` today (0 or less forgets it). Entries of other days are dropped. */
export function saveAudioPosition(url: string, seconds: number, now: Date = serverNow()): void {
  const stored = read(centralDate(now));
  if (Number.isFinite(seconds) && seconds > 0) stored.positions[url] = seconds;
  else delete stored.positions[url];
  write(stored);
}

export function clearAudioPosition(url: string, now: Date = serverNow()): void {
  saveAudioPosition(url, 0, now);
}
