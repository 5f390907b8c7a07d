import { fallbackActionSteps } from './action-steps';
import { fallbackReflection } from './book-reflections';
import { isFailedActionSteps, isFailedPrayer, isFailedReflection } from './failures';
import { fallbackPrayer, type PrayerInput } from './prayers';

/** One kind of generated text: when an answer counts as failed, and the built-in text used then. */
export interface GeneratedText<I, T> {
  isFailed(answer: unknown): boolean;
  builtIn(input: I): T;
}

/**
 * The generated texts (spec part 1 section 5) with one set of rules for the server and the app: an
 * answer that failed is never shown, the built-in text answers instead.
 */
export const generatedTexts: {
  reflection: GeneratedText<string, string>;
  actionSteps: GeneratedText<string, string[]>;
  prayer: GeneratedText<PrayerInput, string>;
} = {
  reflection: { isFailed: isFailedReflection, builtIn: fallbackReflection },
  actionSteps: { isFailed: isFailedActionSteps, builtIn: fallbackActionSteps },
  prayer: { isFailed: isFailedPrayer, builtIn: (input) => fallbackPrayer(input) },
};
