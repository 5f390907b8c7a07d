import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../test/render-app';
import { TextWithReferences } from './TextWithReferences';

describe('TextWithReferences (issue 36)', () => {
  it('links each quoted reference of a built-in step or prayer to the reader, keeping the text', () => {
    const text =
      'Pray today — “Cast your burden on Yahweh.” (Psalms 55:22) and “Be content.” (1 Timothy 6:6-8). Not (Hezekiah 3:16).';
    render(
      <Providers>
        <MemoryRouter>
          <p data-testid="text">
            <TextWithReferences text={text} />
          </p>
        </MemoryRouter>
      </Providers>,
    );
    const links = [
      ['Read Psalms 55:22 in the Bible', '/bible/Psalms/55#22'],
      ['Read 1 Timothy 6:6-8 in the Bible', '/bible/1-Timothy/6#6-8'],
    ];
    for (const [name, href] of links)
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByTestId('text').textContent).toBe(text);
  });
});
