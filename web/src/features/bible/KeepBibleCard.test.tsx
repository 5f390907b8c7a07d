import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { formatSize, KeepBibleCard } from './KeepBibleCard';

/** An in-memory Cache API (jsdom has none): enough for put, match, keys and delete. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (r: RequestInfo | URL) => (typeof r === 'string' ? r : r instanceof URL ? r.pathname : r.url);
    return {
      match: async (r: RequestInfo | URL) => store.get(key(r))?.clone(),
      put: async (r: RequestInfo | URL, response: Response) => void store.set(key(r), response.clone()),
      keys: async () => [...store.keys()].map((url) => ({ url }) as Request),
    };
  };
  return { open, delete: async (name: string) => stores.delete(name) };
}

beforeEach(() => vi.stubGlobal('caches', fakeCaches()));
afterEach(() => vi.unstubAllGlobals());

const renderCard = () =>
  render(
    <Providers>
      <KeepBibleCard />
    </Providers>,
  );

/** The server's answer for one book: a single chapter of one verse. */
const bookAnswer = (book: string, osis: string, verse: string) =>
  json(200, { book, osis, translation: 'WEB', chapters: [[verse]], previous: null, next: null });

describe('Keep the whole Bible on this device', () => {
  it('downloads the 66 books one request each, then says the space they use', async () => {
    const fetchMock = stubApi(({ path }) => bookAnswer(decodeURIComponent(path), 'x', 'In the beginning'));
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep the whole Bible on this device' }));
    expect(
      await screen.findByText(/^The whole Bible is on this device\. It uses \d+ KB\.$/),
    ).toBeInTheDocument();
    const bookCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/bible/'));
    expect(bookCalls).toHaveLength(66);
    expect(bookCalls[0]?.[0]).toBe('/api/bible/Genesis');
    expect(bookCalls.at(-1)?.[0]).toBe('/api/bible/Revelation');
    expect(screen.queryByRole('button', { name: 'Keep the whole Bible on this device' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove from this device' }));
    expect(
      await screen.findByRole('button', { name: 'Keep the whole Bible on this device' }),
    ).toBeInTheDocument();
  });

  it('stops with what to do when a book cannot be fetched, keeping the books already done', async () => {
    stubApi(({ path }) =>
      path === '/api/bible/Exodus'
        ? json(503, { message: 'unavailable' })
        : bookAnswer('Genesis', 'Gen', 'x'),
    );
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep the whole Bible on this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Exodus could not be downloaded.*try again/);
    expect(await screen.findByText(/^1 of 66 books are kept whole/)).toBeInTheDocument();
  });

  it('writes sizes people read', () => {
    expect(formatSize(4_600_000)).toBe('4.4 MB');
    expect(formatSize(2048)).toBe('2 KB');
  });
});
