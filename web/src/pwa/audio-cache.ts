/**
 * Recordings kept for offline listening ('Keep for offline' in the player): one cache, never
 * expired, emptied only by 'Remove offline copy'. The service worker answers from it first, byte
 * ranges included (pwa/worker-audio.ts). Apart from it, 'reign-audio' keeps recently played files
 * (at most 60, two months) on its own.
 */
export const KEPT_AUDIO_CACHE = 'reign-audio-kept';
export const RECENT_AUDIO_CACHE = 'reign-audio';

/**
 * The key a recording is kept under: its absolute URL without the installed app's `t` timestamp
 * (features/audio/playable-url.ts), so the kept copy is found whichever timestamp asks for it.
 */
export function keptAudioKey(url: string, base?: string): string {
  const parsed = new URL(url, base ?? globalThis.location?.href);
  parsed.searchParams.delete('t');
  parsed.hash = '';
  return parsed.href;
}
