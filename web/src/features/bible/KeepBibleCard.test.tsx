import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaches } from '../../test/fake-caches';
import { json, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { formatSize, KeepBibleCard } from './KeepBibleCard';

beforeEach(() => vi.stubGlobal('caches', fakeCaches()));
afterEach(() => vi.unstubAllGlobals());

const renderCard = () =>
  render(
    <Providers>
      <MemoryRouter>
        <KeepBibleCard />
      </MemoryRouter>
    </Providers>,
  );

/** The server's answer for one book: a single chapter of one verse. */
const bookAnswer = (book: string, osis: string, verse: string) =>
  json(200, { book, osis, translation: 'WEB', chapters: [[verse]], previous: null, next: null });

const SIZES = [
  { id: 'web', abbreviation: 'WEB', name: 'World English Bible', bytes: 4_300_000 },
  { id: 'kjv', abbreviation: 'KJV', name: 'King James Version', bytes: 4_400_000 },
  { id: 'rv1909', abbreviation: 'RV1909', name: 'Reina-Valera 1909', bytes: 4_200_000 },
].map((t) => ({ ...t, language: 'en', year: '1', license: 'Public domain.' }));

/** The server: the sizes, and any book of any text (one verse); `fail` answers 503 for that path. */
const server = (fail?: string) =>
  stubApi(({ path }) => {
    if (path === fail) return json(503, { message: 'unavailable' });
    if (path === '/api/translations') return json(200, SIZES);
    if (path === '/api/commentary-size') return json(200, { bytes: 4_000_000 });
    if (path.startsWith('/api/commentary-book/'))
      return json(200, { book: 'Genesis', osis: 'Gen', credit: 'MH', chapters: [] });
    return bookAnswer(decodeURIComponent(path), 'x', 'In the beginning');
  });

/** The section of one text in the card. */
const row = (name: string) => screen.getByRole('region', { name });
const bookCalls = (fetchMock: ReturnType<typeof stubApi>, prefix: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(prefix));

describe('Bible on this device', () => {
  it('keeps the WEB: the 66 books one request each, then the space they use, and removes it', async () => {
    const fetchMock = server();
    renderCard();
    expect(await screen.findByText('4.1 MB, not on this device yet.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Keep the World English Bible on this device' }),
    );
    const web = row('World English Bible');
    expect(await within(web).findByText(/^Kept on this device · \d+ KB$/)).toBeInTheDocument();
    const calls = bookCalls(fetchMock, '/api/bible/');
    expect(calls).toHaveLength(66);
    expect(calls[0]).toBe('/api/bible/Genesis');
    expect(calls.at(-1)).toBe('/api/bible/Revelation');
    expect(within(web).queryByRole('button', { name: /^Keep/ })).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove the World English Bible from this device' }),
    );
    expect(await within(web).findByText(/^Removed: \d+ KB freed\.$/)).toBeInTheDocument();
    expect(within(web).getByRole('button', { name: /^Keep/ })).toBeInTheDocument();
  });

  it('keeps the KJV in its own cache, leaving the WEB as it was', async () => {
    const fetchMock = server();
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Keep the King James Version on this device' }),
    );
    expect(await within(row('King James Version')).findByText(/^Kept on this device/)).toBeInTheDocument();
    const calls = bookCalls(fetchMock, '/api/bible/');
    expect(calls).toHaveLength(66);
    expect(calls.every((url) => url.endsWith('?translation=kjv'))).toBe(true);
    expect(
      await (await caches.open('reign-bible-kjv')).match('/api/bible/John?translation=kjv'),
    ).toBeDefined();
    expect(await (await caches.open('reign-bible')).keys()).toHaveLength(0);
    expect(
      within(row('World English Bible')).getByText('4.1 MB, not on this device yet.'),
    ).toBeInTheDocument();
  });

  it("keeps Matthew Henry's Commentary a book at a time", async () => {
    const fetchMock = server();
    renderCard();
    expect(await screen.findByText('3.8 MB, not on this device yet.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: "Keep Matthew Henry's Commentary on this device" }),
    );
    expect(
      await within(row("Matthew Henry's Commentary")).findByText(/^Kept on this device/),
    ).toBeInTheDocument();
    const calls = bookCalls(fetchMock, '/api/commentary-book/');
    expect(calls).toHaveLength(66);
    expect(calls[0]).toBe('/api/commentary-book/Genesis');
    expect(await (await caches.open('reign-commentary')).keys()).toHaveLength(66);
  });

  it('stops with what to do when a book cannot be fetched, keeping the books already done', async () => {
    server('/api/bible/Exodus?translation=rv1909');
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Keep the Reina-Valera 1909 on this device' }),
    );
    const rv = row('Reina-Valera 1909');
    expect(await within(rv).findByRole('alert')).toHaveTextContent(
      /Exodus could not be downloaded.*try again/,
    );
    expect(await within(rv).findByText(/^1 of 66 books kept whole/)).toBeInTheDocument();
  });

  it('says when a size cannot be known offline', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderCard();
    expect(
      await within(row('King James Version')).findByText(
        'Not on this device. Its size cannot be known offline.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep the King James Version on this device' })).toBeDisabled();
  });

  it('writes sizes people read', () => {
    expect(formatSize(4_600_000)).toBe('4.4 MB');
    expect(formatSize(2048)).toBe('2 KB');
  });
});
