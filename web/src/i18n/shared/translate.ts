import type { I18n, MessageDescriptor } from '@lingui/core';
import { messageKey } from '../message-key';
import type * as Patterned from './patterned';

/** Whether the active language's catalogue has a message (keyed by its English: message-key.ts). */
const hasMessage = (i18n: I18n, key: string): boolean => Object.hasOwn((i18n.messages ?? {}) as object, key);

// The patterns of the messages built with values (patterned.ts, about 1.4 KB gzip) load apart from
// the catalogue: no first screen shows one (they answer something a person did), so they load on the
// first tap or key press, or when such a message is asked for first (shown in English for that
// moment, then again in the language when they arrive: the runtime's 'change' re-renders).
let patterned: typeof Patterned | null = null;
let loading: Promise<void> | null = null;

/** Loads the patterns (once); `i18n` is told when they arrive, so what showed English re-renders. */
export function loadPatterns(i18n?: I18n): Promise<void> {
  loading ??= import('./patterned').then((module) => {
    patterned = module;
    i18n?.emit('change');
  });
  return loading;
}

/** Loads the patterns on the first tap or key press on the page. */
export function loadPatternsOnFirstInput(i18n: I18n): void {
  if (typeof window === 'undefined' || patterned) return;
  const load = () => {
    window.removeEventListener('pointerdown', load, true);
    window.removeEventListener('keydown', load, true);
    void loadPatterns(i18n).catch(() => {}); // offline before the chunk was kept: English meanwhile
  };
  window.addEventListener('pointerdown', load, true);
  window.addEventListener('keydown', load, true);
}

/**
 * A message of the shared packages (a contract's validation message, the server's `{message}`, a
 * reading plan's problem) in the active language: the catalogue's translation of its English
 * (src/locales/es/shared.po, keyed by the English), also for the messages built from a pattern
 * with values ('John has 21 chapters: ...') once the patterns are loaded; any other text, and any
 * text in English, as it is.
 */
export function translateShared(i18n: I18n, english: string): string {
  if (!english) return english;
  // a text without placeholders is keyed as its compiled form, the text alone in a list
  const key = messageKey([english]);
  if (hasMessage(i18n, key)) return i18n._({ id: key, message: english });
  if (!patterned) {
    void loadPatterns(i18n).catch(() => {});
    return english;
  }
  const { PATTERNED_MESSAGES, importRows } = patterned;
  for (const { pattern, message } of PATTERNED_MESSAGES) {
    const match = english.match(pattern);
    if (!match) continue;
    const descriptor = message(match, (rows) => importRows(rows, (d) => show(i18n, d, rows)));
    return show(i18n, descriptor, english);
  }
  return english;
}

/** A descriptor's message in the active language, or `english` when its catalogue lacks it. */
function show(i18n: I18n, descriptor: MessageDescriptor, english: string): string {
  return hasMessage(i18n, messageKey(descriptor.message)) ? i18n._(descriptor) : english;
}
