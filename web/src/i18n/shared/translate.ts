import type { I18n, MessageDescriptor } from '@lingui/core';
import { messageKey } from '../message-key';
import { importRows, PATTERNED_MESSAGES } from './patterned';

/** Whether the active language's catalogue has a message (keyed by its English: message-key.ts). */
const hasMessage = (i18n: I18n, key: string): boolean => Object.hasOwn((i18n.messages ?? {}) as object, key);

/**
 * A message of the shared packages (a contract's validation message, the server's `{message}`, a
 * reading plan's problem) in the active language: the catalogue's translation of its English
 * (src/locales/es/shared.po, keyed by the English), also for the messages built from a pattern
 * with values ('John has 21 chapters: ...'); any other text, and any text in English, as it is.
 */
export function translateShared(i18n: I18n, english: string): string {
  if (!english) return english;
  // a text without placeholders is keyed as its compiled form, the text alone in a list
  const key = messageKey([english]);
  if (hasMessage(i18n, key)) return i18n._({ id: key, message: english });
  for (const { pattern, message } of PATTERNED_MESSAGES) {
    const match = english.match(pattern);
    if (!match) continue;
    const descriptor = message(match, (rows) =>
      importRows(rows, (d: MessageDescriptor) => show(i18n, d, rows)),
    );
    return show(i18n, descriptor, english);
  }
  return english;
}

/** A descriptor's message in the active language, or `english` when its catalogue lacks it. */
function show(i18n: I18n, descriptor: MessageDescriptor, english: string): string {
  return hasMessage(i18n, messageKey(descriptor.message)) ? i18n._(descriptor) : english;
}
