// The languages the app is written in, as plain data without zod: the first screen (the header's
// switch, the server's first paint) reads these. One place: web, server and tests import them.

/** Each language's own name, in the order the switch shows them (English first: the source). */
export const LANGUAGE_NAMES = { en: 'English', es: 'Español' } as const;

export type Language = keyof typeof LANGUAGE_NAMES;

export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as [Language, ...Language[]];

/** The source language: every message is written in it first, word for word as the spec gives it. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the web app keeps beside a person's language, so the server renders the first paint in it. */
export const LANGUAGE_COOKIE = 'reign-lang';

/** A known language for a BCP 47 tag ('es-MX' -> 'es'), or null. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((known) => known === base) ?? null;
}

/** The first language of a preference list (navigator.languages) that the app has; else English. */
export function pickLanguage(preferred: readonly string[] | null | undefined): Language {
  for (const tag of preferred ?? []) {
    const found = languageOfTag(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language an Accept-Language header asks for first among the app's (quality order, ties in
 * the header's order; `q=0` refuses a language); English when none matches or there is no header.
 */
export function languageFromAcceptHeader(header: string | null | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return pickLanguage(ranked.map((entry) => entry.tag));
}
