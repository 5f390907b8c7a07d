import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { resetTranslationChoice, storeTranslation, useStoredTranslation } from './translation-choice';

afterEach(async () => {
  await chooseLanguage('en');
  window.localStorage.clear();
  resetTranslationChoice();
});

describe('the translation of a person who has not chosen one', () => {
  it('follows the language: the RV1909 in Spanish, the WEB in English', async () => {
    const { result } = renderHook(() => useStoredTranslation());
    expect(result.current).toBe('web');
    await act(() => chooseLanguage('es'));
    expect(result.current).toBe('rv1909');
    await act(() => chooseLanguage('en'));
    expect(result.current).toBe('web');
  });

  it('a chosen translation wins over the language', async () => {
    storeTranslation('kjv');
    const { result } = renderHook(() => useStoredTranslation());
    await act(() => chooseLanguage('es'));
    expect(result.current).toBe('kjv');
  });
});
