/**
 * A message of the shared packages (a contract's validation message, the server's `{message}`, a
 * reading plan's problem) in the active language. Their translations (shared/translate.ts, with the
 * patterns of the messages built with values) load with a catalogue other than English
 * (catalogue.ts); until then, and in English, the text is shown as it is. No runtime here: the
 * service worker's and the sync worker's code (api/errors.ts) imports this too.
 */
let translator: ((english: string) => string) | null = null;

export function setSharedTranslator(translate: (english: string) => string): void {
  translator = translate;
}

export const sharedWords = (english: string): string => (translator ? translator(english) : english);
