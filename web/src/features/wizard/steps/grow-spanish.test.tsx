import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/catalogue';
import { signedOut, stubApi } from '../../../test/fetch-stub';
import { Providers } from '../../../test/render-app';
import { GrowStep } from './GrowStep';

// Issue 51: the Grow step's fixed verse was the WEB's English on a Spanish screen; a Spanish reader
// reads it in the RV1909, the book named in Spanish, the link still to the reader's Romans 5.

afterEach(() => activateLanguage('en'));

const renderGrow = () => {
  stubApi(() => signedOut());
  return render(
    <Providers>
      <MemoryRouter>
        <GrowStep onBack={() => {}} onContinue={() => {}} />
      </MemoryRouter>
    </Providers>,
  );
};

describe('the Grow step’s verse', () => {
  it('is the RV1909’s Romanos 5:3-5 in Spanish', async () => {
    await activateLanguage('es');
    renderGrow();
    expect(
      screen.getByText(/^Y no sólo esto, mas aun nos gloriamos en las tribulaciones/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Romanos 5:3-5/ })).toHaveAttribute(
      'href',
      '/bible/Romans/5#3-5',
    );
    expect(screen.getByText(/\(RV1909\)/)).toBeInTheDocument();
    expect(screen.queryByText(/rejoice in our sufferings/)).toBeNull();
  });

  it('is the WEB’s Romans 5:3-5 in English', () => {
    renderGrow();
    expect(screen.getByText(/^Not only this, but we also rejoice/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Romans 5:3-5/ })).toBeInTheDocument();
    expect(screen.getByText(/\(WEB\)/)).toBeInTheDocument();
  });
});
