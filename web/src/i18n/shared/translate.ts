import type { I18n } from '@lingui/core';
import { messageKey } from '../message-key';
import type { Spoken } from '../shared-words';
import { MESSAGE_WORDS } from './words';
import { say, wordingIn } from './words/say';

const areas = MESSAGE_WORDS as unknown as Record<string, object>;

/** A code's wording, or undefined for a code this build does not know (a newer server's). */
function wordingOf(code: string) {
  const dot = code.indexOf('.');
  return dot > 0 ? wordingIn(areas[code.slice(0, dot)], code.slice(dot + 1)) : undefined;
}

/**
 * A message the server said, in the active language: the wording of its code with its values
 * (src/locales/es/shared.po); a code this build does not know, or none (a refusal kept on the
 * device from before codes), shows its English.
 */
export function translateSpoken(i18n: I18n, said: Spoken): string {
  const wording = said.messageCode ? wordingOf(said.messageCode) : undefined;
  return wording ? say(i18n, wording, said.values) : said.message;
}

let codeOfEnglish: Map<string, string> | undefined;

/**
 * A fixed message of the contract shown by its English (a form's schema message): its code found
 * exactly (one English has one code), then worded by it; any other text as it is.
 */
export function translateEnglish(i18n: I18n, english: string): string {
  if (!codeOfEnglish) {
    codeOfEnglish = new Map();
    for (const [area, words] of Object.entries(areas)) {
      for (const [key, wording] of Object.entries(words)) {
        if (typeof wording !== 'function') codeOfEnglish.set(messageKey(wording.message), `${area}.${key}`);
      }
    }
  }
  const code = codeOfEnglish.get(english);
  return code ? translateSpoken(i18n, { message: english, messageCode: code }) : english;
}
