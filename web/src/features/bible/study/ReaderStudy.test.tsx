import { GUEST_DB_NAME } from '@reign/sync/device/database';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/query-client';
import { journaledWrites } from '../../../data/write-journal';
import { json, signedOut, stubApi } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render-app';

// The study actions in the reader (issue 38), for a guest (marks kept on this device only).

const chapter = (translation: string, verses: string[]) => ({
  book: 'John',
  name: 'John',
  osis: 'John',
  translation,
  chapter: 3,
  chapterCount: 21,
  verses,
  previous: { book: 'John', osis: 'John', chapter: 2 },
  next: { book: 'John', osis: 'John', chapter: 4 },
});
const TEXTS: Record<string, ReturnType<typeof chapter>> = {
  web: chapter('WEB', ['WEB one.', 'WEB two.', 'WEB three.']),
  kjv: chapter('KJV', ['KJV one.', 'KJV two.', 'KJV three.']),
};

function stubReader() {
  return stubApi(({ path }) => {
    const [, translation = 'web'] = /^\/api\/bible\/John\/3(?:\?translation=(\w+))?$/.exec(path) ?? [];
    if (path.startsWith('/api/bible/John/3')) return json(200, TEXTS[translation]);
    return signedOut();
  });
}

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

const verse = (n: number) => document.getElementById(`v${n}`) as HTMLElement;

describe('highlights, notes and bookmarks in the reader', { timeout: 20_000 }, () => {
  it('highlights, bookmarks and notes the selected verses, shown in every translation', async () => {
    stubReader();
    const user = userEvent.setup();
    renderRoutes('/bible/John/3');
    await screen.findByText('WEB one.');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verse 2' }));
    await user.click(screen.getByText('WEB three.'));
    // the action bar's code loads with the first selection
    const bar = await screen.findByRole('toolbar', { name: 'Study John 3:2-3' }, { timeout: 8000 });
    await user.click(within(bar).getByRole('button', { name: 'Highlight green' }));
    // each verse's mark is its own write: both show, one after the other
    await waitFor(() => {
      expect(verse(2).querySelector('[data-colour="green"]')).not.toBeNull();
      expect(verse(3).querySelector('[data-colour="green"]')).not.toBeNull();
    });
    expect(verse(1).querySelector('[data-colour]')).toBeNull();
    expect(within(verse(2)).getByText('Highlighted green:')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(bar).getByRole('button', { name: 'Highlight green' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    await user.click(within(bar).getByRole('button', { name: 'Bookmark' }));
    await waitFor(() => expect(within(verse(2)).getByText('Bookmarked.')).toBeInTheDocument());
    expect(within(bar).getByRole('button', { name: 'Unbookmark' })).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note on John 3:2-3' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText('Write something in the note')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'God so loved{Enter}the world');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(within(verse(2)).getByText('Has a note.')).toBeInTheDocument());
    expect(await within(bar).findByRole('button', { name: 'Edit note' })).toBeInTheDocument();

    // marks belong to the verse, not the wording
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Translation' })).getByRole('radio', { name: 'KJV' }),
    );
    await screen.findByText('KJV two.');
    expect(verse(2).querySelector('[data-colour="green"]')).not.toBeNull();
    expect(within(verse(2)).getByText('Bookmarked.')).toBeInTheDocument();
    expect(within(verse(2)).getByText('Has a note.')).toBeInTheDocument();
  });

  it("starts every verse's highlight in the tap itself, before any is written", async () => {
    stubReader();
    const user = userEvent.setup();
    renderRoutes('/bible/John/3');
    await screen.findByText('WEB one.');
    await user.click(screen.getByRole('button', { name: 'Verse 2' }));
    await user.click(screen.getByText('WEB three.'));
    const bar = await screen.findByRole('toolbar', { name: 'Study John 3:2-3' }, { timeout: 8000 });
    // a first write opens this guest's database
    await user.click(within(bar).getByRole('button', { name: 'Bookmark' }));
    await waitFor(() => expect(within(verse(2)).getByText('Bookmarked.')).toBeInTheDocument());

    fireEvent.click(within(bar).getByRole('button', { name: 'Highlight yellow' }));
    // what a page closed right after the tap leaves for the next start (data/write-journal.ts)
    expect([...journaledWrites(GUEST_DB_NAME).values()].flat().map((w) => w.args[0])).toEqual([
      { book: 'John', chapter: 3, verse: 2 },
      { book: 'John', chapter: 3, verse: 3 },
    ]);
    await waitFor(() => expect(verse(3).querySelector('[data-colour="yellow"]')).not.toBeNull());
  });

  it('deletes a note after asking', async () => {
    stubReader();
    const user = userEvent.setup();
    renderRoutes('/bible/John/3');
    await screen.findByText('WEB one.');
    await user.click(screen.getByRole('button', { name: 'Verse 3' }));
    const bar = await screen.findByRole('toolbar', { name: 'Study John 3:3' }, { timeout: 8000 });
    await user.click(within(bar).getByRole('button', { name: 'Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note on John 3:3' }, { timeout: 8000 });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Born again');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(within(verse(3)).getByText('Has a note.')).toBeInTheDocument());

    await user.click(within(bar).getByRole('button', { name: 'Delete the note on John 3:3' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(within(verse(3)).queryByText('Has a note.')).not.toBeInTheDocument());
    expect(within(bar).getByRole('button', { name: 'Note' })).toBeInTheDocument();
  });

  it('removes a highlight and a bookmark', async () => {
    stubReader();
    const user = userEvent.setup();
    renderRoutes('/bible/John/3');
    await screen.findByText('WEB one.');
    await user.click(screen.getByRole('button', { name: 'Verse 1' }));
    const bar = await screen.findByRole('toolbar', { name: 'Study John 3:1' }, { timeout: 8000 });
    expect(within(bar).getByRole('button', { name: 'Remove highlight' })).toBeDisabled();
    await user.click(within(bar).getByRole('button', { name: 'Highlight pink' }));
    await user.click(within(bar).getByRole('button', { name: 'Bookmark' }));
    await waitFor(() => expect(within(verse(1)).getByText('Bookmarked.')).toBeInTheDocument());
    await user.click(within(bar).getByRole('button', { name: 'Remove highlight' }));
    await user.click(within(bar).getByRole('button', { name: 'Unbookmark' }));
    await waitFor(() => expect(within(verse(1)).queryByText('Bookmarked.')).not.toBeInTheDocument());
    expect(verse(1).querySelector('[data-colour]')).toBeNull();
  });
});
