import { groundReferences } from '@reign/bible';
import { readBible } from '@reign/bible/node';
import type { TextSource } from '@reign/contract';
import type { Language } from '@reign/contract/language-list';
import {
  cleanReflection,
  generatedTexts,
  type PrayerInput,
  scriptureActionSteps,
  scripturePrayer,
  withPrayerRequests,
} from '@reign/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/connect';
import type { AiClient } from '../../plugins/ai';
import { actionStepsPrompt, encouragementPrompt } from './prompts';
import { versesForPrayer, versesForPriority } from './scripture-context';

export interface AiDeps {
  ai: AiClient;
  db: Queryable;
  log: FastifyBaseLogger;
  /** false when this caller is over its AI allowance: the built-in text answers instead */
  allowed: boolean;
  /** the language the texts are written in (the person's, else the request's) */
  language: Language;
}

/** AI text with every reference that is not in the WEB (made-up book, chapter or verse) removed. */
export async function grounded(deps: AiDeps, text: string): Promise<string> {
  const result = groundReferences(text, await readBible());
  if (result.removed.length)
    deps.log.info({ removed: result.removed }, 'AI cited Scripture that does not exist; removed');
  return result.text;
}

function parseSteps(text: string): unknown {
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  try {
    const parsed = JSON.parse(json) as { actionSteps?: unknown };
    if (!Array.isArray(parsed.actionSteps)) return undefined;
    return parsed.actionSteps
      .filter((s): s is string => typeof s === 'string')
      .map((s) => s.trim())
      .filter((s) => s.length > 0 && s.length <= 300)
      .slice(0, 5);
  } catch {
    return undefined;
  }
}

/**
 * Action steps for a priority: the AI's, given the verses that fit it (issue 36), else the built-in
 * steps each quoting one of those verses; `today` (the Central date) chooses the verses.
 */
export async function actionStepsFor(
  deps: AiDeps,
  priority: string,
  today: string,
): Promise<{ actionSteps: string[]; source: TextSource }> {
  const verses = await versesForPriority(priority, today, deps.language);
  if (deps.ai.enabled && deps.allowed) {
    try {
      const steps = parseSteps(
        await deps.ai.chat(actionStepsPrompt(priority, verses, deps.language), {
          maxTokens: 300,
          json: true,
        }),
      );
      if (!generatedTexts.actionSteps.isFailed(steps)) {
        return { actionSteps: steps as string[], source: 'ai' };
      }
      deps.log.warn('AI action steps empty or unreadable; using the built-in ones');
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, 'AI action steps failed; using the built-in ones');
    }
  }
  return { actionSteps: scriptureActionSteps(priority, verses, deps.language), source: 'fallback' };
}

/** The prayer: the AI's, given fitting verses, else the built-in one quoting them (issue 36). */
export async function encouragementFor(
  deps: AiDeps,
  input: PrayerInput,
  today: string,
): Promise<{ encouragement: string; source: TextSource }> {
  const verses = await versesForPrayer(input, today, deps.language);
  if (deps.ai.enabled && deps.allowed) {
    try {
      const text = await grounded(
        deps,
        cleanReflection(
          await deps.ai.chat(encouragementPrompt(input, verses, deps.language), { maxTokens: 400 }),
        ),
      );
      if (!generatedTexts.prayer.isFailed(text)) {
        return {
          encouragement: withPrayerRequests(text, input.prayerRequests, deps.language),
          source: 'ai',
        };
      }
      deps.log.warn('AI prayer refused or empty; using a built-in one');
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, 'AI prayer failed; using a built-in one');
    }
  }
  // the day, not chance, picks a general prayer: one day's prayer stays the same
  const dayPick = () => (Number(today.slice(-2)) % 4) / 4;
  return { encouragement: scripturePrayer(input, verses, dayPick, deps.language), source: 'fallback' };
}
