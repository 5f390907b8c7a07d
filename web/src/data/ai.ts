import type { EncouragementBody } from '@reign/contract';
import type { routes } from '@reign/contract/routes';
import {
  cleanReflection,
  fallbackActionSteps,
  fallbackPrayer,
  fallbackReflection,
  isFailedActionSteps,
  isFailedPrayer,
  isFailedReflection,
} from '@reign/domain';
import type { z } from 'zod';
import { throwIfNotOk } from '../sync/http';

/**
 * The AI helpers (POST /api/ai/*) with the built-in texts of @reign/domain behind them. They never
 * reject: when the server cannot be asked (offline, an error, a bad answer) the local fallback
 * answers, and the result says so, so the screen can show its toast or a quiet offline note.
 */
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

type AiRoute = 'aiReflection' | 'aiActionSteps' | 'aiEncouragement';
type Routes = typeof routes;

async function post<K extends AiRoute>(
  name: K,
  body: z.input<Routes[K]['body']>,
): Promise<z.output<Routes[K]['response']>> {
  // The route table (zod and every schema) loads with the first request, not with the page.
  const route = (await import('@reign/contract/routes')).routes[name];
  const response = await fetch(route.path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(AI_CLIENT_TIMEOUT_MS),
  });
  await throwIfNotOk(response);
  return route.response.parse(await response.json()) as z.output<Routes[K]['response']>;
}

async function ask<T>(
  request: () => Promise<{ value: T; source: 'ai' | 'fallback' } | null>,
  local: () => T,
): Promise<AiAnswer<T>> {
  if (isOffline()) return { value: local(), source: 'local', failed: false, offline: true };
  try {
    const answer = await request();
    // A usable answer, or null: the server's text failed the spec's rules, so the local one is used silently.
    if (answer) return { ...answer, failed: false, offline: false };
    return { value: local(), source: 'local', failed: false, offline: false };
  } catch {
    const offline = isOffline();
    return { value: local(), source: 'local', failed: !offline, offline };
  }
}

/** A reflection on a verse (cleaned of quotes and escapes); the book's built-in reflection otherwise. */
export function generateReflection(input: { verse: string; reference: string }): Promise<AiAnswer<string>> {
  return ask(
    async () => {
      const { reflection, source } = await post('aiReflection', input);
      const cleaned = cleanReflection(reflection);
      return isFailedReflection(cleaned) ? null : { value: cleaned, source };
    },
    () => fallbackReflection(input.reference),
  );
}

/** Action steps for a custom priority; the two built-in steps for its keyword otherwise. */
export function generateActionSteps(priority: string): Promise<AiAnswer<string[]>> {
  return ask(
    async () => {
      const { actionSteps, source } = await post('aiActionSteps', { priority });
      const steps = actionSteps.map((s) => s.trim()).filter(Boolean);
      return isFailedActionSteps(steps) ? null : { value: steps, source };
    },
    () => fallbackActionSteps(priority),
  );
}

/** The day's prayer from the priorities, action steps and challenges; a built-in prayer otherwise. */
export function generateEncouragement(
  input: Required<Pick<EncouragementBody, 'priorities' | 'actionSteps' | 'challenges'>>,
): Promise<AiAnswer<string>> {
  return ask(
    async () => {
      const { encouragement, source } = await post('aiEncouragement', input);
      const text = encouragement.trim();
      return isFailedPrayer(text) ? null : { value: text, source };
    },
    () => fallbackPrayer(input),
  );
}
