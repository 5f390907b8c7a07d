/** True when the app runs installed (standalone display mode, or iOS's home-screen flag). */
export function isStandaloneDisplay(): boolean {
  const standalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * The URL to load: in standalone display mode a timestamp query is appended so an installed app
 * never plays a stale cached file (spec part 1 section 7). A copy kept for offline listening is
 * still found: the service worker looks it up without `t` (pwa/audio-cache.ts).
 */
export function playableUrl(url: string, now: number = Date.now()): string {
  if (!isStandaloneDisplay()) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}t=${now}${hash}`;
}

/** True when the browser can read text aloud (`speechSynthesis` and `SpeechSynthesisUtterance`). */
export function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    window.speechSynthesis != null &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}
