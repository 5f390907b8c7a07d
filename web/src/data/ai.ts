import { aiRoutes, type EncouragementBody } from '@reign/contract/ai';
import { cleanReflection, generatedTexts } from '@reign/domain';
import { callApi } from '../api';
import { AI_CLIENT_TIMEOUT_MS, type AiAnswer, isOffline } from './ai-answer';

/**
 * The AI helpers (POST /api/ai/*) with the built-in texts of @reign/domain behind them. They never
 * reject: when the server cannot be asked (offline, an error, a bad answer) the local fallback
 * answers, and the result says so, so the screen can show its toast or a quiet offline note.
 * Screens reach them through `ai-lazy.ts`, so this module loads with the first request.
 */
const timeout = () => AbortSignal.timeout(AI_CLIENT_TIMEOUT_MS);

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
      const { reflection, source } = await callApi(aiRoutes.aiReflection, {
        body: input,
        signal: timeout(),
      });
      const cleaned = cleanReflection(reflection);
      return generatedTexts.reflection.isFailed(cleaned) ? null : { value: cleaned, source };
    },
    () => generatedTexts.reflection.builtIn(input.reference),
  );
}

/** Action steps for a custom priority; the two built-in steps for its keyword otherwise. */
export function generateActionSteps(priority: string): Promise<AiAnswer<string[]>> {
  return ask(
    async () => {
      const { actionSteps, source } = await callApi(aiRoutes.aiActionSteps, {
        body: { priority },
        signal: timeout(),
      });
      const steps = actionSteps.map((s) => s.trim()).filter(Boolean);
      return generatedTexts.actionSteps.isFailed(steps) ? null : { value: steps, source };
    },
    () => generatedTexts.actionSteps.builtIn(priority),
  );
}

/** The day's prayer from the priorities, action steps and challenges; a built-in prayer otherwise. */
export function generateEncouragement(
  input: Required<Pick<EncouragementBody, 'priorities' | 'actionSteps' | 'challenges'>> &
    Pick<EncouragementBody, 'prayerRequests'>,
): Promise<AiAnswer<string>> {
  return ask(
    async () => {
      const { encouragement, source } = await callApi(aiRoutes.aiEncouragement, {
        body: input,
        signal: timeout(),
      });
      const text = encouragement.trim();
      return generatedTexts.prayer.isFailed(text) ? null : { value: text, source };
    },
    () => generatedTexts.prayer.builtIn(input),
  );
}
