/** What an AI helper answers (data/ai.ts): the text, where it came from, and whether asking failed. */
export interface AiAnswer<T> {
  value: T;
  /** 'ai' or 'fallback' as the server said; 'local' when this device chose the built-in text */
  source: 'ai' | 'fallback' | 'local';
  /** the request failed while the device was online (the screens show their failure toast) */
  failed: boolean;
  /** the device is offline, so the request was not made */
  offline: boolean;
}

/** A generated text may take the server's timeout and one retry; past this the local text answers. */
export const AI_CLIENT_TIMEOUT_MS = 25_000;

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
