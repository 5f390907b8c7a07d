import {
  DEFAULT_TRANSLATION,
  TRANSLATION_COOKIE,
  TRANSLATION_IDS,
  type TranslationId,
} from '@reign/contract/translation-list';
import { useSyncExternalStore } from 'react';
import { activeLanguage, i18n } from '../../i18n';

// The translation this device shows, without zod and without the database: the first screen of
// `/` reads it (the day's verse in the chosen wording). A member's profile is the record of it
// (use-translation.ts keeps this copy equal to it); a guest's only record is this one.

/** Where this device remembers the chosen translation. */
export const TRANSLATION_KEY = 'reign-bible-translation';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A known translation id, or the default for anything else (nothing stored, an old value). */
export function asTranslation(value: unknown): TranslationId {
  return TRANSLATION_IDS.find((id) => id === value) ?? DEFAULT_TRANSLATION;
}

/** The chosen translation as read (undefined: not read yet). */
let current: TranslationId | null | undefined;

/** A chosen translation, or null when none was chosen on this device. */
function readStored(): TranslationId | null {
  try {
    const value = window.localStorage.getItem(TRANSLATION_KEY);
    return TRANSLATION_IDS.find((id) => id === value) ?? null;
  } catch {
    return null; // storage blocked
  }
}

/** The translation of a person who has not chosen one: the language's own (Spanish: the RV1909). */
export const translationForLanguage = (): TranslationId =>
  activeLanguage() === 'es' ? 'rv1909' : DEFAULT_TRANSLATION;

/** The translation chosen on this device, or null (then translationForLanguage is shown). */
export function chosenTranslation(): TranslationId | null {
  if (current === undefined) current = readStored();
  return current;
}

/** What the server's HTML was rendered with: the first render while hydrating must match it. */
let rendered: TranslationId = DEFAULT_TRANSLATION;
const listeners = new Set<() => void>();

function snapshot(): TranslationId {
  return chosenTranslation() ?? translationForLanguage();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab's choice
  const onStorage = (e: StorageEvent) => {
    if (e.key !== TRANSLATION_KEY) return;
    current = TRANSLATION_IDS.find((id) => id === e.newValue) ?? null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  // a change of language changes the translation of a person who has not chosen one
  const offLanguage = i18n.on('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    offLanguage();
  };
}

/** Remembers the choice on this device (local storage and the cookie) and tells every reader. */
export function storeTranslation(id: TranslationId): void {
  try {
    window.localStorage.setItem(TRANSLATION_KEY, id);
  } catch {
    // storage blocked: kept for this page only
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server reads for the first paint
  document.cookie = `${TRANSLATION_COOKIE}=${id}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  if (current === id) return;
  current = id;
  for (const listener of listeners) listener();
}

/**
 * Forgets the choice on this device (a member's profile that never chose one, issue 51): the
 * language's own translation is shown again, and follows a change of language.
 */
export function forgetTranslation(): void {
  try {
    window.localStorage.removeItem(TRANSLATION_KEY);
  } catch {
    // storage blocked: nothing kept
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server reads for the first paint
  document.cookie = `${TRANSLATION_COOKIE}=; path=/; max-age=0; samesite=lax`;
  if (current === null) return;
  current = null;
  for (const listener of listeners) listener();
}

/**
 * The translation the server's HTML was rendered in (the server before it renders, the browser
 * from the data beside the HTML before it hydrates).
 */
export function seedRenderedTranslation(id: string | null | undefined): void {
  rendered = asTranslation(id);
}

/**
 * The translation this device shows: while the server's HTML is hydrated (and on the server) the
 * one it was rendered in, then the stored one (a render after hydration when they differ).
 */
export function useStoredTranslation(): TranslationId {
  return useSyncExternalStore(subscribe, snapshot, () => rendered);
}

/** For tests: forget the remembered value (the next read is from local storage). */
export function resetTranslationChoice(): void {
  current = undefined;
  rendered = DEFAULT_TRANSLATION;
}
