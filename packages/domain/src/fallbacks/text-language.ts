/** The languages the built-in texts are written in: the app's (packages/contract's language list). */
export type { Language as TextLanguage } from '@reign/contract/language-list';
