import { BOOKS, bookSlug } from '@reign/bible';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaches } from '../../../test/fake-caches';
import { json, signedOut, stubApi } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render-app';
import { bookUrl } from '../bible-api';

/** Keeps every book of a translation: Matthew with its mustard seed, the others one plain verse. */
async function keep(translation: 'web' | 'kjv', verses = 66) {
  const cache = await caches.open(translation === 'web' ? 'reign-bible' : `reign-bible-${translation}`);
  for (const book of BOOKS.slice(0, verses)) {
    const chapters =
      book.name === 'Matthew'
        ? Array.from({ length: 13 }, (_, i) =>
            i === 12
              ? [
                  'One.',
                  ...Array.from({ length: 29 }, () => 'x.'),
                  'The kingdom of heaven is like to a grain of mustard seed.',
                ]
              : ['Plain.'],
          )
        : [['In the beginning.']];
    const body = {
      book: book.name,
      name: book.name,
      osis: book.osis,
      translation: 'KJV',
      chapters,
      previous: null,
      next: null,
    };
    await cache.put(bookUrl(bookSlug(book.name), translation), json(200, body));
  }
}

let fetchMock: ReturnType<typeof stubApi>;
const searchCalls = () =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/bible/search'));

beforeEach(() => {
  vi.stubGlobal('caches', fakeCaches());
  fetchMock = stubApi(() => signedOut());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('searching the Bible', () => {
  it('finds the verses of the chosen translation, each linked to the reader at that verse', {
    timeout: 20_000,
  }, async () => {
    localStorage.setItem('reign-bible-translation', 'kjv');
    await keep('kjv');
    const { router } = renderRoutes('/bible/search?q=mustard%20seed');
    const list = await screen.findByRole('list', { name: 'Verses found' });
    expect(document.title).toBe('Search the Bible · Reign');
    const link = within(list).getByRole('link', { name: 'Matthew 13:31' });
    expect(link).toHaveAttribute('href', '/bible/Matthew/13#31');
    expect(list.querySelector('mark')?.textContent).toBe('mustard seed');
    expect(screen.getByText('1 verse')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Words or a phrase' }), {
      target: { value: 'beginning' },
    });
    expect(await screen.findByText('65 verses', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=beginning');

    // another ?q= (Back, a link) puts its words in the box
    await act(() => router.navigate('/bible/search?q=kingdom'));
    expect(screen.getByRole('searchbox', { name: 'Words or a phrase' })).toHaveValue('kingdom');
    expect(await screen.findByText('1 verse')).toBeInTheDocument();
  });

  it('says nothing matched', async () => {
    await keep('web');
    renderRoutes('/bible/search?q=zerubbabel');
    expect(
      await screen.findByText(/^No verse in the World English Bible has all of these words/),
    ).toBeInTheDocument();
  });

  it('online, asks the server at once when the translation is not kept, and offers to keep it', async () => {
    localStorage.setItem('reign-bible-translation', 'kjv');
    await keep('kjv', 10);
    fetchMock = stubApi(({ path }) =>
      path.startsWith('/api/bible/search')
        ? json(200, {
            total: 1,
            matches: [
              {
                book: 'John',
                name: 'John',
                chapter: 14,
                verse: 27,
                text: 'Peace I leave with you, my peace I give unto you.',
                ranges: [{ start: 0, end: 5 }],
                phrase: false,
              },
            ],
          })
        : signedOut(),
    );
    renderRoutes('/bible/search?q=peace');
    const list = await screen.findByRole('list', { name: 'Verses found' });
    expect(within(list).getByRole('link', { name: 'John 14:27' })).toHaveAttribute(
      'href',
      '/bible/John/14#27',
    );
    expect(list.querySelector('mark')?.textContent).toBe('Peace');
    const [url] = searchCalls();
    expect(new URL(url ?? '', 'http://x').searchParams.get('q')).toBe('peace');
    expect(new URL(url ?? '', 'http://x').searchParams.get('translation')).toBe('kjv');
    expect(
      screen.getByText(/^Keep the King James Version on this device to search it offline too\./),
    ).toBeInTheDocument();
  });

  it('offline, asks to keep the translation when it is not all on the device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem('reign-bible-translation', 'kjv');
    await keep('kjv', 10);
    renderRoutes('/bible/search?q=love');
    expect(
      await screen.findByText(
        /^Search works on the device\. Keep the King James Version on this device to search it\./,
      ),
    ).toBeInTheDocument();
    // enabled once the device's copy has been looked at (disabled while it is)
    const keepButton = await screen.findByRole('button', {
      name: 'Keep the King James Version on this device',
    });
    // offline it cannot be kept now: the button waits for the connection
    await waitFor(() => expect(keepButton).toBeDisabled());
    expect(searchCalls()).toEqual([]);
  });
});
