import { studyMessages } from '@reign/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The patterns of the shared messages built with values load apart from the Spanish catalogue (off
// the first load of `/`): on the first tap or key press, or when such a message is first asked for.

const SPANISH = 'John tiene 21 capítulos: elige uno del 1 al 21.';
const english = studyMessages.chapterOutOfRange('John', 21);

/** A fresh app runtime in Spanish and a fresh translate module (nothing loaded yet). */
async function fresh() {
  vi.resetModules();
  const catalogue = await import('../catalogue');
  await catalogue.activateLanguage('es');
  const translate = await import('./translate');
  const changed = new Promise<void>((resolve) => {
    const off = catalogue.i18n.on('change', () => {
      off();
      resolve();
    });
  });
  return { i18n: catalogue.i18n, ...translate, changed };
}

describe('the patterns of messages with values', () => {
  beforeEach(() => vi.resetModules());

  it('show such a message in English for a moment, then in Spanish once they arrive', async () => {
    const { i18n, translateShared, changed } = await fresh();
    expect(translateShared(i18n, english)).toBe(english);
    await changed; // the runtime's 'change': the providers render again
    expect(translateShared(i18n, english)).toBe(SPANISH);
  });

  it('load on the first key press, before any such message is asked for', async () => {
    const { i18n, translateShared, loadPatternsOnFirstInput, changed } = await fresh();
    loadPatternsOnFirstInput(i18n);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await changed;
    expect(translateShared(i18n, english)).toBe(SPANISH);
  });

  it('are not needed for a message without values: it shows in Spanish at once', async () => {
    const { i18n, translateShared } = await fresh();
    expect(translateShared(i18n, studyMessages.noteEmpty)).toBe('Escribe algo en la nota');
  });
});
