import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../test/render-app';
import { VerseQuote } from './VerseQuote';

const renderWithProviders = (ui: ReactElement) =>
  render(
    <Providers>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );

describe('VerseQuote', () => {
  it("links the reference to the server's reader path as it is, with no parsing", () => {
    renderWithProviders(
      <VerseQuote verse="For God so loved the world" reference="John 3:16" to="/bible/John/3#16" />,
    );
    expect(screen.getByRole('link', { name: 'Read John 3:16 in the Bible' })).toHaveAttribute(
      'href',
      '/bible/John/3#16',
    );
  });

  it('leaves text that is not a reference plain', () => {
    renderWithProviders(<VerseQuote verse="A word" reference="A saying" to={null} />);
    expect(screen.getByText('— A saying')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
