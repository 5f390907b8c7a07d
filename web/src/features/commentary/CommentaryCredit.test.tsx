import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client';
import { json, signedOut, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { CommentaryCredit } from './CommentaryCredit';

afterEach(() => queryClient.clear());

const SPURGEON = 'C. H. Spurgeon, The Treasury of David';

describe("'Read the whole comment' under a reflection", () => {
  it("opens the whole comment the reflection was cut from, Spurgeon's for a psalm, named so", async () => {
    const asked: string[] = [];
    stubApi(({ path }) => {
      asked.push(decodeURIComponent(path));
      if (decodeURIComponent(path) === '/api/verse-comment/Psalm 23:1') {
        return json(200, {
          reference: 'Psalm 23:1',
          credit: SPURGEON,
          sections: [{ reference: 'Psalm 23:1', text: 'What condescension is this.\n\nA second paragraph.' }],
        });
      }
      return signedOut();
    });
    render(
      <Providers>
        <CommentaryCredit credit={SPURGEON} reference="Psalm 23:1" />
      </Providers>,
    );
    expect(screen.getByTestId('commentary-credit')).toHaveTextContent(SPURGEON);
    await userEvent.click(screen.getByRole('button', { name: 'Read the whole comment' }));
    expect(await screen.findByText('C. H. Spurgeon on Psalm 23:1')).toBeInTheDocument();
    expect(await screen.findByText('A second paragraph.')).toBeInTheDocument();
    expect(asked).toContain('/api/verse-comment/Psalm 23:1');
  });
});
