import { studyMessages } from '@reign/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The shared packages' messages in Spanish (shared/translate.ts and its patterns) are off the first
// load of `/`: they load on the first tap or key press, or when one is first asked for.

const english = studyMessages.chapterOutOfRange('John', 21);
const SPANISH = 'John tiene 21 capítulos: elige uno del 1 al 21.';

/** A fresh runtime in Spanish (nothing of the shared messages loaded), and its next 'change'. */
async function spanish() {
  const catalogue = await import('./catalogue');
  const { sharedWords } = await import('./shared-words');
  await catalogue.activateLanguage('es');
  const changed = new Promise<void>((resolve) => {
    const off = catalogue.i18n.on('change', () => {
      off();
      resolve();
    });
  });
  return { sharedWords, changed };
}

describe("the shared packages' messages in Spanish", () => {
  beforeEach(() => vi.resetModules());

  it('show in English for a moment when first asked for, then in Spanish (the screens render again)', async () => {
    const { sharedWords, changed } = await spanish();
    expect(sharedWords(english)).toBe(english);
    await changed;
    expect(sharedWords(english)).toBe(SPANISH);
    expect(sharedWords(studyMessages.noteEmpty)).toBe('Escribe algo en la nota');
  });

  it('load on the first key press, before one is asked for', async () => {
    const { sharedWords, changed } = await spanish();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await changed;
    expect(sharedWords(english)).toBe(SPANISH);
  });
});
