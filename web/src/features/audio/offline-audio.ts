import { KEPT_AUDIO_CACHE, keptAudioKey } from '../../pwa/audio-cache';

/** Whether this browser can keep files (Cache Storage: a secure context). */
export function canKeepAudio(): boolean {
  return typeof caches !== 'undefined';
}

/** Whether the recording at `url` is kept on this device. */
export async function isAudioKept(url: string): Promise<boolean> {
  if (!canKeepAudio()) return false;
  const cache = await caches.open(KEPT_AUDIO_CACHE);
  return (await cache.match(keptAudioKey(url))) !== undefined;
}

/**
 * Keeps the whole recording in Cache Storage; the service worker plays it from there offline,
 * seeking included. Asks for persistent storage too, so the browser does not evict it quietly.
 */
export async function keepAudio(url: string): Promise<void> {
  const key = keptAudioKey(url);
  const response = await fetch(key, { credentials: 'same-origin' });
  if (!response.ok || response.status !== 200) throw new Error(`The recording answered ${response.status}`);
  await (await caches.open(KEPT_AUDIO_CACHE)).put(key, response);
  try {
    await navigator.storage?.persist?.();
  } catch {
    // not granted: the copy stays until the browser needs the room
  }
}

/** Removes the kept copy (the recently played cache may still hold it for a while). */
export async function forgetAudio(url: string): Promise<void> {
  if (!canKeepAudio()) return;
  await (await caches.open(KEPT_AUDIO_CACHE)).delete(keptAudioKey(url));
}
