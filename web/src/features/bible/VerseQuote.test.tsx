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

  it('works the path out after mount when an answer stored earlier has none', async () => {
    renderWithProviders(<VerseQuote verse="Trust in Yahweh" reference="Proverbs 3:5-6" to={undefined} />);
    const link = await screen.findByRole('link', { name: 'Read Proverbs 3:5-6 in the Bible' });
    expect(link).toHaveAttribute('href', '/bible/Proverbs/3#5-6');
  });

  it('leaves text that is not a reference plain', () => {
    renderWithProviders(<VerseQuote verse="A word" reference="A saying" to={null} />);
    expect(screen.getByText('— A saying')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
