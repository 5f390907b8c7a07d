import { studyMessages } from '@reign/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Spoken } from './shared-words';

// The words of the shared packages' messages in Spanish (shared/translate.ts, by message code) are
// off the first load of `/`: they load on the first tap or key press, or when one is first asked for.

const refusal: Spoken = {
  message: 'John has 21 chapters: choose one of 1 to 21.',
  messageCode: 'study.chapterOutOfRange',
  values: { book: 'John', chapters: 21 },
};
const SPANISH = 'John tiene 21 capítulos: elige uno del 1 al 21.';

/** A fresh runtime in Spanish (nothing of the shared messages loaded), and its next 'change'. */
async function spanish() {
  const catalogue = await import('./catalogue');
  const words = await import('./shared-words');
  await catalogue.activateLanguage('es');
  const changed = new Promise<void>((resolve) => {
    const off = catalogue.i18n.on('change', () => {
      off();
      resolve();
    });
  });
  return { ...words, changed };
}

describe("the shared packages' messages in Spanish", () => {
  beforeEach(() => vi.resetModules());

  it('show in English for a moment when first asked for, then in Spanish (the screens render again)', async () => {
    const { spokenWords, englishWords, changed } = await spanish();
    expect(spokenWords(refusal)).toBe(refusal.message);
    await changed;
    expect(spokenWords(refusal)).toBe(SPANISH);
    expect(englishWords(studyMessages.noteEmpty)).toBe('Escribe algo en la nota');
  });

  it('load on the first key press, before one is asked for', async () => {
    const { spokenWords, changed } = await spanish();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await changed;
    expect(spokenWords(refusal)).toBe(SPANISH);
  });
});
