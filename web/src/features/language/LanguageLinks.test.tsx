import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/catalogue';
import { Providers } from '../../test/render-app';
import { LanguageLinks } from './LanguageLinks';

// The footer's languages: where a member on a desktop (no room for the header's switch) changes
// the language without opening the profile.

afterEach(() => activateLanguage('en'));

describe('the footer’s languages', () => {
  it('names each language in itself, marks the one shown, and switches on a tap', async () => {
    render(
      <Providers>
        <LanguageLinks />
      </Providers>,
    );
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const english = screen.getByRole('button', { name: 'English' });
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(nav).toContainElement(spanish);
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).not.toHaveAttribute('aria-current');

    await userEvent.click(spanish);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-current', 'true'),
    );
    expect(screen.getByRole('navigation', { name: 'Idioma' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('reign-lang=es');
  });
});
