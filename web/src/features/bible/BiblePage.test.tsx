import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client';
import { json, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

const john3 = {
  book: 'John',
  name: 'John',
  osis: 'John',
  translation: 'WEB',
  chapter: 3,
  chapterCount: 21,
  verses: Array.from({ length: 36 }, (_, i) =>
    i === 15 ? 'For God so loved the world.' : `Verse ${i + 1}.`,
  ),
  previous: { book: 'John', osis: 'John', chapter: 2 },
  next: { book: 'John', osis: 'John', chapter: 4 },
};

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

function stubBible() {
  return stubApi(({ path }) => {
    if (path === '/api/bible/John/3') return json(200, john3);
    if (path === '/api/bible/John/1') return json(200, { ...john3, chapter: 1, previous: null });
    if (path === '/api/bible/John/22')
      return json(404, { message: 'John has 21 chapters', code: 'not_found' });
    return signedOut();
  });
}

describe('the Bible reader', () => {
  it('shows a chapter with verse numbers, the target verses marked and the neighbours', async () => {
    stubBible();
    renderRoutes('/bible/john/3#16-17');
    const verse = await screen.findByText('For God so loved the world.');
    expect(document.title).toBe('John 3 · Reign');
    expect(screen.getByRole('heading', { level: 1, name: 'John 3' })).toBeInTheDocument();
    expect(verse.tagName).toBe('MARK');
    expect(screen.getByText('Verse 17.').tagName).toBe('MARK');
    expect(screen.getByText('Verse 18.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Previous chapter: John 2' })).toHaveAttribute(
      'href',
      '/bible/John/2',
    );
    expect(screen.getByRole('link', { name: 'Next chapter: John 4' })).toHaveAttribute(
      'href',
      '/bible/John/4',
    );
  });

  it('opens chapter 1 when the URL names only the book', async () => {
    stubBible();
    renderRoutes('/bible/John');
    expect(await screen.findByRole('heading', { level: 1, name: 'John 1' })).toBeInTheDocument();
  });

  it('keeps the text size on the device', async () => {
    stubBible();
    renderRoutes('/bible/John/3');
    await screen.findByText('For God so loved the world.');
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    await waitFor(() => expect(localStorage.getItem('reign-bible-text-size')).toBe('"lg"'));
  });

  it('answers an unknown book or chapter with a 404 view and a way back', async () => {
    stubBible();
    renderRoutes('/bible/Hezekiah/3');
    expect(await screen.findByRole('heading', { name: 'Passage not found' })).toBeInTheDocument();
    expect(screen.getByText(/No such book: Hezekiah/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Passage not found · Reign');
  });

  it('shows the server’s message for a chapter past the end', async () => {
    stubBible();
    renderRoutes('/bible/John/22');
    expect(await screen.findByText(/John has 21 chapters/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open John 1' })).toHaveAttribute('href', '/bible/John/1');
  });
});
