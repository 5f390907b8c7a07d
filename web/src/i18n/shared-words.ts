import type { MessageValueMap } from '@reign/contract/spoken';

/**
 * A message the server said: its English, and the code and values the device words it by
 * (packages/contract/src/message-codes.ts). A refusal kept from before codes has none.
 */
export interface Spoken {
  message: string;
  messageCode?: string;
  values?: MessageValueMap;
}

/** The words of the shared packages' messages in the loaded language (shared/translate.ts). */
export interface SharedTranslator {
  spoken(said: Spoken): string;
  english(english: string): string;
}

// No runtime here: the service worker's and the sync worker's code (api/errors.ts) imports this too.
// The translations load with a catalogue other than English (catalogue.ts); until then, and in
// English, a message shows as its English, the contract's words.
let translator: SharedTranslator | null = null;

export function setSharedTranslator(translate: SharedTranslator): void {
  translator = translate;
}

/** A message the server said (an error answer, a refused change, a `{ message }` answer) in the active language, by its code. */
export const spokenWords = (said: Spoken): string => (translator ? translator.spoken(said) : said.message);

/**
 * A fixed message of the contract that this device shows by its English (a form's schema message,
 * a rule checked here first), in the active language: found by its English, worded by its code.
 */
export const englishWords = (english: string): string => (translator ? translator.english(english) : english);
