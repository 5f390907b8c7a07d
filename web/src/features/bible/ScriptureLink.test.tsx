import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../test/render-app';
import { ScriptureLink } from './ScriptureLink';

const renderLink = (reference: string) =>
  render(
    <Providers>
      <MemoryRouter>
        <p>
          <ScriptureLink reference={reference} />
        </p>
      </MemoryRouter>
    </Providers>,
  );

describe('ScriptureLink', () => {
  it('links a reference to the reader at its verses', () => {
    renderLink('1 Corinthians 13:4-7');
    expect(screen.getByRole('link', { name: 'Read 1 Corinthians 13:4-7 in the Bible' })).toHaveAttribute(
      'href',
      '/bible/1-Corinthians/13#4-7',
    );
  });

  it('leaves text that is not a reference as plain text', () => {
    renderLink('Hezekiah 3:16');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Hezekiah 3:16')).toBeInTheDocument();
  });
});
