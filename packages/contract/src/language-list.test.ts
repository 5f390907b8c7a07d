import { describe, expect, it } from 'vitest';
import { languageFromAcceptHeader, languageOfTag, pickLanguage } from './language-list';

describe('the language of a first visit', () => {
  it('reads a tag by its base language', () => {
    expect(languageOfTag('es-ES')).toBe('es');
    expect(languageOfTag('ES_mx')).toBe('es');
    expect(languageOfTag('en')).toBe('en');
    expect(languageOfTag('fr-FR')).toBeNull();
    expect(languageOfTag(undefined)).toBeNull();
  });

  it('takes the first language of navigator.languages the app has, else English', () => {
    expect(pickLanguage(['fr-FR', 'es-AR', 'en'])).toBe('es');
    expect(pickLanguage(['de', 'fr'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });

  it('reads Accept-Language in quality order', () => {
    expect(languageFromAcceptHeader('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptHeader('en-US;q=0.5, es;q=0.9')).toBe('es');
    expect(languageFromAcceptHeader('fr, es;q=0.7, en;q=0.7')).toBe('es');
    expect(languageFromAcceptHeader('es;q=0, en')).toBe('en');
    expect(languageFromAcceptHeader('de')).toBe('en');
    expect(languageFromAcceptHeader(undefined)).toBe('en');
    expect(languageFromAcceptHeader('*')).toBe('en');
  });
});
