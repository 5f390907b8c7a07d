import '@testing-library/jest-dom/vitest';
import { TRANSLATION_COOKIE } from '@reign/contract/translation-list';
import { cleanup, configure } from '@testing-library/react';
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { closeRegistry } from '../db/registry';
import { resetTranslationChoice } from '../features/bible/translation-choice';
import { addDocumentFonts, fakeMatchMedia } from './dom';

// Screens load parts of themselves on demand (the data session, later wizard steps, the signed-in
// header controls): the first import of such a chunk in a test transforms its modules, which can
// take more than the default 1 s on a loaded machine (the message macros and React Compiler run
// Babel on each): findBy/waitFor wait up to 15 s (5 s was passed on CI's two cores).
configure({ asyncUtilTimeout: 15_000 });

// Mantine reads media queries and element sizes; happy-dom has no layout, so answer "no match".
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia() });
}
addDocumentFonts();

afterEach(() => {
  cleanup();
  // Server data read in one test is never seen by the next.
  queryClient.clear();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // the chosen Bible translation is also kept in memory and in a cookie: back to the WEB
  resetTranslationChoice();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's first-party cookie
  document.cookie = `${TRANSLATION_COOKIE}=; path=/; max-age=0`;
  // Each test starts with empty IndexedDB (fake-indexeddb, loaded by setupFiles before Dexie).
  closeRegistry();
  const fresh = new IDBFactory();
  globalThis.indexedDB = fresh;
  Dexie.dependencies.indexedDB = fresh;
});
