import { createMutations } from '@reign/sync/client/mutations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEMBER_ID, memberDb, renderMemberApp } from '../../../test/member';

// My study (issue 38): the marks of this device's account, filtered, each opening the reader.

async function seedMarks() {
  const { db } = memberDb();
  let clock = Date.parse('2026-02-01T12:00:00.000Z');
  const m = createMutations(db, {
    queue: false,
    owner: MEMBER_ID,
    now: () => {
      clock += 60_000;
      return new Date(clock);
    },
  });
  await m.setHighlight({ book: 'John', chapter: 3, verse: 16 }, 'yellow');
  await m.setHighlight({ book: 'Ps', chapter: 23, verse: 1 }, 'green');
  await m.createNote({
    book: 'Rom',
    chapter: 8,
    verseStart: 28,
    verseEnd: 29,
    text: 'All things\nwork together',
  });
  await m.setBookmark({ book: 'Gen', chapter: 1, verse: 1 });
  return db;
}

const list = () => within(screen.getByRole('list', { name: 'Your marks' }));

describe('My study', { timeout: 20_000 }, () => {
  it('says what belongs here when nothing is marked yet', async () => {
    memberDb();
    renderMemberApp('/study');
    expect(await screen.findByText('Nothing marked yet', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Bible' })).toHaveAttribute('href', '/bible');
    expect(document.title).toBe('My study · Reign');
  });

  it('lists every mark, newest first, each a link to the reader at its verses; filters and searches', async () => {
    await seedMarks();
    const user = userEvent.setup();
    renderMemberApp('/study');
    expect(await screen.findByText('4 marks', {}, { timeout: 8000 })).toBeInTheDocument();
    const links = list().getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Bookmark: Genesis 1:1',
      'Note: Romans 8:28-29',
      'Highlight: Psalms 23:1',
      'Highlight: John 3:16',
    ]);
    expect(list().getByRole('link', { name: 'Note: Romans 8:28-29' })).toHaveAttribute(
      'href',
      '/bible/Romans/8#28-29',
    );
    expect(list().getByRole('link', { name: 'Highlight: John 3:16' })).toHaveAttribute(
      'href',
      '/bible/John/3#16',
    );
    expect(list().getByText('Highlighted yellow')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Notes' }));
    await waitFor(() => expect(list().getAllByRole('link')).toHaveLength(1));
    expect(screen.getByText('1 mark of 4')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'green');
    await waitFor(() =>
      expect(
        list()
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Highlight: Psalms 23:1']),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Book' }), 'Gen');
    await waitFor(() =>
      expect(
        list()
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Bookmark: Genesis 1:1']),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Book' }), '');

    await user.type(screen.getByRole('textbox', { name: 'Search notes' }), 'TOGETHER');
    await waitFor(() =>
      expect(
        list()
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Note: Romans 8:28-29']),
    );
    await user.type(screen.getByRole('textbox', { name: 'Search notes' }), ' nowhere');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });
});
