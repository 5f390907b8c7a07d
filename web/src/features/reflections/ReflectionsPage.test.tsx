import { NEXT_CURSOR_HEADER, PAGE_SIZE, type ReflectionItem } from '@reign/contract';
import { ReignDb, userDbName } from '@reign/sync/device/database';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeReflection } from '../../test/factories';
import { callsTo, json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { readCachedList } from './archive-cache';

// The page is a lazy route: its first render waits for the chunk, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const PAID_ERROR = {
  message: 'This feature needs a paid membership. Upgrade to unlock it.',
  code: 'paid_membership_required',
};

const item = (overrides: Partial<ReflectionItem> = {}) =>
  makeReflection({ date: '2026-03-10', ...overrides });

const LONG_VERSE =
  'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.';
const LONG_REFLECTION = `${'Love gives first, before anything is earned, and it keeps giving when nothing comes back. '.repeat(2)}\n\nSecond paragraph of the reflection.`;

const scheduled: ReflectionItem[] = [
  item({
    id: '11',
    date: '2026-03-12',
    verse: LONG_VERSE,
    verseReference: 'John 3:16',
    reflection: LONG_REFLECTION,
  }),
  item({ id: '10', date: '2026-03-02' }),
  item({
    id: '9',
    date: '2026-02-20',
    verse: 'Be still, and know that I am God.',
    verseReference: 'Psalm 46:10',
  }),
];
const personal: ReflectionItem[] = [
  item({
    id: '0190a0a0-0000-7000-8000-000000000001',
    date: '2026-03-14',
    verse: 'I can do all things through Christ, who strengthens me.',
    verseReference: 'Philippians 4:13',
    reflection: 'My plan for today.',
    type: 'personal',
  }),
];

interface ApiOptions {
  paid?: boolean;
  scheduledAnswer?: () => Response;
  personalAnswer?: () => Response;
}

/** The user's own plans: a paged list, read whole in the largest pages. */
const PERSONAL = `/api/reflections?limit=${PAGE_SIZE.max}`;
/** The Daily archive: paged too, read whole the same way. */
const SCHEDULED = `/api/reflections/scheduled?limit=${PAGE_SIZE.max}`;

function stubArchive({ paid = false, scheduledAnswer, personalAnswer }: ApiOptions = {}) {
  return stubApi(({ path }) => {
    if (path === '/api/user') return json(200, makeUser({ isPaidMember: paid }));
    if (path === SCHEDULED) return scheduledAnswer ? scheduledAnswer() : json(200, scheduled);
    if (path === PERSONAL) return personalAnswer ? personalAnswer() : json(200, personal);
    return json(404, { message: 'Not found' });
  });
}

const cards = () => screen.queryAllByTestId('reflection-card');

beforeEach(() => {
  // Mid-March 2026 in Chicago: the navigator starts at March 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T18:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Reflections Archive', () => {
  it('draws 24 cards at a time, with Show more for the rest', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      item({ id: String(100 + i), date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}` }),
    );
    stubArchive({ scheduledAnswer: () => json(200, many) });
    renderRoutes('/reflections');
    expect(await screen.findByText('30 reflections found')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (6 left)' }));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('opens on Daily: this month’s scheduled cards, the count and the Scheduled Content badge', async () => {
    const fetchMock = stubArchive();
    renderRoutes('/reflections');

    expect(await screen.findByRole('heading', { name: 'Reflections Archive' })).toBeInTheDocument();
    expect(await screen.findByText('2 reflections found')).toBeInTheDocument();
    expect(screen.getByText('Scheduled Content')).toBeInTheDocument();
    expect(screen.getByTestId('archive-month').textContent).toBe('March 2026');
    expect(cards()).toHaveLength(2);

    const john = cards()[0] as HTMLElement;
    expect(within(john).getByText('Mar 12, 2026')).toBeInTheDocument();
    expect(within(john).getByText('Daily')).toBeInTheDocument();
    expect(within(john).getByText('John 3:16')).toBeInTheDocument();
    expect(within(john).getByText(`"${LONG_VERSE.slice(0, 100).trimEnd()}..."`)).toBeInTheDocument();
    expect(within(john).getByText(`${LONG_REFLECTION.slice(0, 120).trimEnd()}...`)).toBeInTheDocument();

    // The personal list is not asked for while its tab is closed.
    expect(callsTo(fetchMock, 'GET', PERSONAL)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');
  });

  it('reads every page of the Daily archive, following the next cursor', async () => {
    const first = new Response(JSON.stringify(scheduled.slice(0, 1)), {
      headers: { 'Content-Type': 'application/json', [NEXT_CURSOR_HEADER]: 'C2' },
    });
    stubApi(({ path }) => {
      if (path === '/api/user') return json(200, makeUser());
      if (path === SCHEDULED) return first;
      if (path === `${SCHEDULED}&cursor=C2`) return json(200, scheduled.slice(1));
      return json(404, { message: 'Not found' });
    });
    renderRoutes('/reflections');
    expect(await screen.findByText('2 reflections found')).toBeInTheDocument();
  });

  it('shows a 6-card skeleton while the list loads', async () => {
    let answer: (r: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    stubApi(({ path }) => {
      if (path === '/api/user') return json(200, makeUser());
      if (path === SCHEDULED) return pending;
      return json(404, { message: 'Not found' });
    });
    renderRoutes('/reflections');
    expect(await screen.findByRole('status', { name: 'Loading reflections' })).toBeInTheDocument();
    expect(screen.getAllByTestId('reflection-skeleton')).toHaveLength(6);
    answer(json(200, scheduled));
    expect(await screen.findByText('2 reflections found')).toBeInTheDocument();
    expect(screen.queryByTestId('reflection-skeleton')).not.toBeInTheDocument();
  });

  it('searches verse, reference and reflection ignoring case, and moves between months', async () => {
    stubArchive();
    const user = userEvent.setup();
    renderRoutes('/reflections');
    await screen.findByText('2 reflections found');

    const search = screen.getByRole('searchbox', { name: 'Search reflections' });
    await user.type(search, 'SHEPHERD');
    expect(await screen.findByText('1 reflection found')).toBeInTheDocument();
    expect(within(cards()[0] as HTMLElement).getByText('Psalm 23:1')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'john 3');
    expect(await screen.findByText('1 reflection found')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'earned');
    expect(await screen.findByText('1 reflection found')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(await screen.findByText('0 reflections found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or selected month.')).toBeInTheDocument();

    await user.clear(search);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByTestId('archive-month').textContent).toBe('February 2026');
    expect(await screen.findByText('1 reflection found')).toBeInTheDocument();
    expect(within(cards()[0] as HTMLElement).getByText('Psalm 46:10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByTestId('archive-month').textContent).toBe('January 2026');
    expect(await screen.findByText('No scheduled reflections available for this month.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('archive-month').textContent).toBe('March 2026');
    expect(await screen.findByText('2 reflections found')).toBeInTheDocument();
  });

  it('opens a card in a modal: reference, full date, Scripture and the reflection in paragraphs', async () => {
    stubArchive();
    const user = userEvent.setup();
    renderRoutes('/reflections');
    await screen.findByText('2 reflections found');

    await user.click(screen.getByRole('button', { name: 'John 3:16 Mar 12, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'John 3:16' });
    expect(within(dialog).getByText('Thursday, March 12, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Scripture' })).toBeInTheDocument();
    expect(within(dialog).getByText(LONG_VERSE)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read John 3:16 in the Bible' })).toHaveAttribute(
      'href',
      '/bible/John/3#16',
    );
    expect(within(dialog).getByRole('heading', { name: 'Reflection' })).toBeInTheDocument();
    expect(within(dialog).getByText('Second paragraph of the reflection.')).toBeInTheDocument();
    // No recording: no player in the archive.
    expect(within(dialog).queryByRole('button', { name: /Listen/ })).not.toBeInTheDocument();
  });

  it('shows a free member the upgrade prompt under My Reflections and never asks for the list', async () => {
    const fetchMock = stubArchive({ paid: false });
    const user = userEvent.setup();
    renderRoutes('/reflections');
    await screen.findByText('2 reflections found');

    await user.click(screen.getByRole('tab', { name: 'My Reflections' }));
    expect(
      await screen.findByRole('heading', { name: 'Reflections Archive is a premium feature' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade for $100' })).toHaveAttribute('href', '/upgrade');
    expect(cards()).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', PERSONAL)).toHaveLength(0);
  });

  it("lists a paid member's own plans under My Reflections, loaded only when the tab opens", async () => {
    const fetchMock = stubArchive({ paid: true });
    const user = userEvent.setup();
    renderRoutes('/reflections');
    await screen.findByText('2 reflections found');
    expect(callsTo(fetchMock, 'GET', PERSONAL)).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'My Reflections' }));
    expect(await screen.findByText('1 reflection found')).toBeInTheDocument();
    expect(screen.queryByText('Scheduled Content')).not.toBeInTheDocument();
    const card = cards()[0] as HTMLElement;
    expect(within(card).getByText('Philippians 4:13')).toBeInTheDocument();
    expect(within(card).queryByText('Daily')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', PERSONAL)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      await screen.findByText('Start your spiritual journey by creating your first daily plan.'),
    ).toBeInTheDocument();
  });

  it('shows the upgrade prompt when the server answers that the list needs a paid membership', async () => {
    stubArchive({ paid: true, personalAnswer: () => json(403, PAID_ERROR) });
    renderRoutes('/reflections?tab=personal');
    expect(
      await screen.findByRole('heading', { name: 'Reflections Archive is a premium feature' }),
    ).toBeInTheDocument();
  });

  it('opens offline with the lists loaded before, and says where they come from', async () => {
    stubArchive({ paid: true });
    const first = renderRoutes('/reflections');
    await screen.findByText('2 reflections found');
    const db = new ReignDb(userDbName(2));
    await waitFor(async () => expect((await readCachedList(db, 'scheduled'))?.items).toHaveLength(3));
    db.close();
    first.unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubArchive({
      paid: true,
      scheduledAnswer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes('/reflections');
    expect(await screen.findByText('2 reflections found')).toBeInTheDocument();
    expect(screen.getByText(/Showing the reflections saved on this device/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', SCHEDULED)).toHaveLength(0);
  });

  it('says so when a list cannot be loaded and was never saved here, with Try again', async () => {
    let fail = true;
    stubArchive({
      scheduledAnswer: () =>
        fail ? json(500, { message: 'The server had a problem.' }) : json(200, scheduled),
    });
    const user = userEvent.setup();
    renderRoutes('/reflections');
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 reflections found')).toBeInTheDocument();
  });
});
