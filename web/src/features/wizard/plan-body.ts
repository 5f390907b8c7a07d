import type { ActionStepGroup, EntryCreateBody } from '@reign/contract';
import { DEFAULT_CHALLENGES, DEFAULT_ENCOURAGEMENT, ENCOURAGEMENT_MAX } from '@reign/contract/entry-defaults';
import type { TranslationId } from '@reign/contract/translation-list';

// The saved plan's payload: used on Navigate in Faith (a later step, its own chunk), so it stays off
// the first load of / that the wizard's other rules are on.

export interface PlanInput {
  id: string;
  date: string;
  /** the verse's words as Renew Your Mind showed them (the reader's translation; issue 51) */
  verse: string;
  verseReference: string;
  /** the translation those words are in */
  verseTranslation: TranslationId;
  verseReflection: string | null;
  priorities: readonly string[];
  actionSteps: ActionStepGroup[];
  challenges: string;
  /** the prayer Navigate in Faith showed (null while it was still being made) */
  prayer: string | null;
}

/**
 * The encouragement a plan keeps (issue 37): the prayer the person read on Navigate in Faith, so
 * `/` shows it again after saving; the spec's default sentence only when there is none (or it is
 * longer than a plan keeps). docs/decisions.md.
 */
export function planEncouragement(prayer: string | null): string {
  const text = prayer?.trim() ?? '';
  return text && text.length <= ENCOURAGEMENT_MAX ? text : DEFAULT_ENCOURAGEMENT;
}

/**
 * The saved plan (POST /api/entries): empty challenges become 'No specific challenges
 * identified.', and the encouragement is the day's prayer, else the spec's default sentence (spec
 * part 1 sections 3 and 5; issue 37).
 */
export type PlanBody = EntryCreateBody & {
  id: string;
  date: string;
  priorities: string[];
  actionSteps: ActionStepGroup[];
  challenges: string;
  encouragement: string;
};

export function planBody(input: PlanInput): PlanBody {
  return {
    id: input.id,
    date: input.date,
    verse: input.verse,
    verseReference: input.verseReference,
    verseTranslation: input.verseTranslation,
    verseReflection: input.verseReflection?.trim() ? input.verseReflection : null,
    priorities: input.priorities.map((p) => p.trim()).filter(Boolean),
    actionSteps: input.actionSteps,
    challenges: input.challenges.trim() || DEFAULT_CHALLENGES,
    encouragement: planEncouragement(input.prayer),
  };
}
