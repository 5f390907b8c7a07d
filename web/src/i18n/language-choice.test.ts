import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeLanguage } from './catalogue';
import {
  browserLanguage,
  chooseLanguage,
  LANGUAGE_KEY,
  startingLanguage,
  storedLanguage,
} from './language-choice';

afterEach(async () => {
  await chooseLanguage('en');
  window.localStorage.removeItem(LANGUAGE_KEY);
  vi.unstubAllGlobals();
});

describe('the language of this device', () => {
  it("is the browser's on a first visit (navigator.languages), English when it has none of ours", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'es-MX', 'en'] });
    expect(browserLanguage()).toBe('es');
    expect(startingLanguage()).toBe('es');
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE'] });
    expect(browserLanguage()).toBe('en');
  });

  it('once chosen, is kept (local storage and the reign-lang cookie), shown, and wins over the browser', async () => {
    await chooseLanguage('es');
    expect(activeLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(storedLanguage()).toBe('es');
    expect(document.cookie).toContain('reign-lang=es');
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'] });
    expect(startingLanguage()).toBe('es');
    await chooseLanguage('en');
    expect(activeLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
