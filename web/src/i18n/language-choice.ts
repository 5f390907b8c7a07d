import { LANGUAGE_COOKIE, type Language, languageOfTag, pickLanguage } from '@reign/contract/language-list';
import { activateLanguage, activeLanguage } from './catalogue';

// The language this device shows, without zod and without the database. A member's profile is the
// record of it (features/language keeps this copy equal to it); a guest's only record is this one
// (local storage, and the reign-lang cookie for the server's first paint).

/** Where this device remembers the chosen language. */
export const LANGUAGE_KEY = 'reign-lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language chosen on this device, or null when none was (the browser's is used). */
export function storedLanguage(): Language | null {
  try {
    return languageOfTag(window.localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return null; // storage blocked
  }
}

/** The browser's language among the app's (navigator.languages), English when none is. */
export function browserLanguage(): Language {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return pickLanguage(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

/** The language a page the server did not render starts in: the chosen one, else the browser's. */
export const startingLanguage = (): Language => storedLanguage() ?? browserLanguage();

/** Marks the document (`<html lang>`) with the language its words are in. */
function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Where a person's choice waits until their profile keeps it (LanguageSync): a choice made before the profile loaded is not lost. */
const UNKEPT_KEY = 'reign:language-unkept';

/** The language a person chose on this device that their profile does not keep yet, or null. */
export function unkeptLanguage(): Language | null {
  try {
    return languageOfTag(window.localStorage.getItem(UNKEPT_KEY));
  } catch {
    return null;
  }
}

/** The profile keeps the choice now (or another device's came first): nothing waits. */
export function clearUnkeptLanguage(): void {
  try {
    window.localStorage.removeItem(UNKEPT_KEY);
  } catch {
    // storage blocked
  }
}

/**
 * Remembers the choice on this device (local storage and the cookie), loads its catalogue and
 * shows every message in it (the providers re-render). A person's choice (`byPerson`, the default)
 * also waits for the profile to keep it; the profile's own choice shown here (`byPerson: false`) does not.
 */
export async function chooseLanguage(language: Language, { byPerson = true } = {}): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
    if (byPerson) window.localStorage.setItem(UNKEPT_KEY, language);
  } catch {
    // storage blocked: kept for this page only
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server reads for the first paint
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  await activateLanguage(language);
  markDocument(language);
}

/** Starts the app in `language` (before its first render): its catalogue loaded, `<html lang>` set. */
export async function startLanguage(language: Language): Promise<void> {
  await activateLanguage(language).catch(() => {}); // the catalogue unreachable: English
  markDocument(activeLanguage());
}
