import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/catalogue';
import { Providers } from '../test/render-app';
import { EnglishOnly } from './EnglishOnly';

// Text that exists only in English (the day's reflection, Matthew Henry) is marked and, on a Spanish
// screen, labelled: never passed off as translated.

afterEach(() => activateLanguage('en'));

const shown = () =>
  render(
    <Providers>
      <EnglishOnly>
        <p>Read the verse slowly and let it become your own prayer.</p>
      </EnglishOnly>
    </Providers>,
  );

describe('EnglishOnly', () => {
  it('on a Spanish screen says the text is only in English, and marks it lang="en"', async () => {
    await activateLanguage('es');
    shown();
    expect(screen.getByText('Por ahora solo en inglés')).toHaveAttribute('lang', 'es');
    expect(screen.getByText(/Read the verse slowly/).closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('in English adds nothing a person sees', () => {
    shown();
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByText(/Read the verse slowly/).closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
