/**
 * The languages the built-in texts are written in (the app's: packages/contract's language list).
 * English is the source; a text without a Spanish version is not built in.
 */
export type TextLanguage = 'en' | 'es';
