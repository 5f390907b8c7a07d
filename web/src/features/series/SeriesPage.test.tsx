import type { SeriesEntry, SeriesProgress, SeriesTopic } from '@reign/contract';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { makeSeriesEntry, makeSeriesProgress } from '../../test/factories';
import { callsTo, json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

// The page is a lazy route: its first render waits for the chunk, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const topics: SeriesTopic[] = [
  {
    id: 1,
    title: 'Peace in a Busy Season',
    description: 'Seven days of finding rest in God when the calendar is full.',
    imageUrl: null,
    orderIndex: 0,
    isActive: true,
    language: 'en',
    dayCount: 7,
  },
  {
    id: 2,
    title: 'Faithful in Small Things',
    description: 'A week on the quiet faithfulness of ordinary days.',
    imageUrl: null,
    orderIndex: 1,
    isActive: true,
    language: 'en',
    dayCount: 7,
  },
];

function makeProgress(topic: SeriesTopic, overrides: Partial<SeriesProgress> = {}): SeriesProgress {
  return makeSeriesProgress({
    id: topic.id * 10,
    seriesTopicId: topic.id,
    seriesTopic: { title: topic.title, description: topic.description },
    ...overrides,
  });
}

function entryFor(topicId: number, day: number): SeriesEntry {
  return makeSeriesEntry({
    id: topicId * 100 + day,
    seriesTopicId: topicId,
    dayNumber: day,
    title: `Day ${day} title`,
  });
}

/** A small in-memory series server. */
function stubSeries({
  paid = true,
  list = topics,
  progress = [] as SeriesProgress[],
  failEnroll = false,
  failContinue = false,
} = {}) {
  const state = { progress: [...progress] };
  const fetchMock = stubApi(({ method, path, body }) => {
    if (path === '/api/user') return json(200, makeUser({ isPaidMember: paid }));
    if (path === '/api/series/topics') return json(200, list);
    if (path === '/api/series/progress') return json(200, state.progress);
    if (path === '/api/series/enroll' && method === 'POST') {
      if (failEnroll) return json(500, { message: 'Could not save the enrolment.' });
      const { topicId } = body as { topicId: number };
      const topic = list.find((t) => t.id === topicId) as SeriesTopic;
      const fresh = makeProgress(topic);
      state.progress = [
        ...state.progress.filter((p) => p.seriesTopicId !== topicId).map((p) => ({ ...p, isActive: false })),
        fresh,
      ];
      return json(200, fresh);
    }
    if (path === '/api/series/continue' && method === 'POST') {
      if (failContinue) return json(404, { message: 'Start this series first.' });
      const { topicId } = body as { topicId: number };
      const p = state.progress.find((x) => x.seriesTopicId === topicId) as SeriesProgress;
      return json(200, { progress: p, entry: p.isCompleted ? null : entryFor(topicId, p.currentDay) });
    }
    return json(404, { message: 'Not found' });
  });
  return { fetchMock, state };
}

describe('Series page', () => {
  it('shows a free member the upgrade prompt and asks for no series', async () => {
    const { fetchMock } = stubSeries({ paid: false });
    renderRoutes('/series');
    expect(
      await screen.findByRole('heading', { name: '7-Day Series is a premium feature' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/series/topics')).toHaveLength(0);
  });

  it("reads the series again when the language changes (the server offers the language's own)", async () => {
    const { fetchMock } = stubSeries();
    renderRoutes('/series');
    await screen.findByRole('article', { name: 'Peace in a Busy Season' });
    expect(callsTo(fetchMock, 'GET', '/api/series/topics')).toHaveLength(1);
    try {
      await act(() => chooseLanguage('es'));
      await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/series/topics')).toHaveLength(2));
    } finally {
      await act(() => chooseLanguage('en'));
    }
  });

  it('lists the available series and starts one: toast, then Day 1 opens', async () => {
    const { fetchMock } = stubSeries();
    const user = userEvent.setup();
    const { router } = renderRoutes('/series');

    const peace = await screen.findByRole('article', { name: 'Peace in a Busy Season' });
    expect(document.title).toBe('7-Day Series · Reign');
    expect(within(peace).getByText('7 days')).toBeInTheDocument();
    expect(within(peace).getByText(/finding rest in God/)).toBeInTheDocument();
    expect(screen.queryByText('Completed Series')).not.toBeInTheDocument();

    await user.click(within(peace).getByRole('button', { name: 'Start Series' }));
    expect(await screen.findByText('Successfully enrolled!')).toBeInTheDocument();
    const enrolls = callsTo(fetchMock, 'POST', '/api/series/enroll');
    expect(JSON.parse(String(enrolls[0]?.[1]?.body))).toEqual({ topicId: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/series/1/day/1'));
  });

  it('shows Join Reign with Log In to a signed-out visitor', async () => {
    stubApi(({ path }) => (path === '/api/user' ? json(401, { message: 'Please sign in.' }) : json(404, {})));
    renderRoutes('/series');
    expect(await screen.findByRole('heading', { name: 'Join Reign' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
  });

  it('continues the active series at its current day', async () => {
    stubSeries({ progress: [makeProgress(topics[0] as SeriesTopic, { currentDay: 2, completedDays: [1] })] });
    const user = userEvent.setup();
    const { router } = renderRoutes('/series');

    const active = await screen.findByRole('region', { name: 'Peace in a Busy Season' });
    expect(within(active).getByText('Day 2 of 7')).toBeInTheDocument();
    expect(within(active).getByText('14%')).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: "Go to Today's Reflection" })).toHaveAttribute(
      'href',
      '/',
    );

    await user.click(within(active).getByRole('button', { name: 'Continue Series' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/series/1/day/2'));
  });

  it('lists completed series with Restart Series, and keeps one restarted with its count', async () => {
    const { fetchMock } = stubSeries({
      progress: [
        makeProgress(topics[1] as SeriesTopic, {
          isActive: false,
          isCompleted: true,
          currentDay: 7,
          completedAt: '2026-03-08T12:00:00.000Z',
          completedDays: [1, 2, 3, 4, 5, 6, 7],
          timesCompleted: 1,
          lastCompletedAt: '2026-03-08T12:00:00.000Z',
        }),
        makeProgress(topics[0] as SeriesTopic, {
          isActive: true,
          currentDay: 2,
          completedDays: [1],
          timesCompleted: 2,
          lastCompletedAt: '2026-03-01T12:00:00.000Z',
        }),
      ],
    });
    const user = userEvent.setup();
    const { router } = renderRoutes('/series');

    const completed = await screen.findByRole('region', { name: 'Completed Series' });
    expect(within(completed).getByText('Faithful in Small Things')).toBeInTheDocument();
    expect(
      within(completed).getByText('Last completed Sunday, March 8, 2026 · Completed once'),
    ).toBeInTheDocument();
    // restarted: still listed, with when and how many times, and Continue instead of Restart
    expect(within(completed).getByText('Peace in a Busy Season')).toBeInTheDocument();
    expect(
      within(completed).getByText('Last completed Sunday, March 1, 2026 · Completed 2 times'),
    ).toBeInTheDocument();
    expect(within(completed).getByRole('button', { name: 'Continue (Day 2 of 7)' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Faithful in Small Things' });
    expect(within(card).getByRole('button', { name: 'Restart Series' })).toBeInTheDocument();

    await user.click(within(completed).getByRole('button', { name: 'Restart Series' }));
    // Peace in a Busy Season is active at day 2: asked first
    const ask = await screen.findByRole('dialog', { name: 'Start Faithful in Small Things?' });
    await user.click(within(ask).getByRole('button', { name: 'Start Faithful in Small Things' }));
    expect(await screen.findByText('Successfully enrolled!')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/series/enroll')[0]?.[1]?.body))).toEqual({
      topicId: 2,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/series/2/day/1'));
  });

  it('says No Series Available when there is none', async () => {
    stubSeries({ list: [] });
    renderRoutes('/series');
    expect(await screen.findByRole('heading', { name: 'No Series Available' })).toBeInTheDocument();
  });

  it('shows the failure toasts of enrolling and continuing', async () => {
    stubSeries({
      failEnroll: true,
      failContinue: true,
      progress: [makeProgress(topics[0] as SeriesTopic)],
    });
    const user = userEvent.setup();
    renderRoutes('/series');

    const faithful = await screen.findByRole('article', { name: 'Faithful in Small Things' });
    await user.click(within(faithful).getByRole('button', { name: 'Start Series' }));
    await user.click(await screen.findByRole('button', { name: 'Start Faithful in Small Things' }));
    expect(await screen.findByText('Enrollment failed')).toBeInTheDocument();
    expect(screen.getByText('Could not save the enrolment.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue Series' }));
    expect(await screen.findByText('Error continuing series')).toBeInTheDocument();
  });

  it('asks before a new series replaces the active one, and Keep my series (or Escape) changes nothing', async () => {
    const { fetchMock } = stubSeries({
      progress: [makeProgress(topics[0] as SeriesTopic, { currentDay: 3, completedDays: [1, 2] })],
    });
    const user = userEvent.setup();
    const { router } = renderRoutes('/series');

    const faithful = await screen.findByRole('article', { name: 'Faithful in Small Things' });
    await user.click(within(faithful).getByRole('button', { name: 'Start Series' }));
    let ask = await screen.findByRole('dialog', { name: 'Start Faithful in Small Things?' });
    expect(
      within(ask).getByText(
        "You're on day 3 of 'Peace in a Busy Season'. Start 'Faithful in Small Things' instead? Your place in 'Peace in a Busy Season' is kept.",
      ),
    ).toBeInTheDocument();
    // the safe choice has the focus
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Keep my series' })).toHaveFocus());
    await user.click(within(ask).getByRole('button', { name: 'Keep my series' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(faithful).getByRole('button', { name: 'Start Series' }));
    await screen.findByRole('dialog', { name: 'Start Faithful in Small Things?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/api/series/enroll')).toHaveLength(0);

    await user.click(within(faithful).getByRole('button', { name: 'Start Series' }));
    ask = await screen.findByRole('dialog', { name: 'Start Faithful in Small Things?' });
    await user.click(within(ask).getByRole('button', { name: 'Start Faithful in Small Things' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/series/2/day/1'));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/series/enroll')[0]?.[1]?.body))).toEqual({
      topicId: 2,
    });
  });

  it('starts a series without asking when none is active and unfinished', async () => {
    const { fetchMock } = stubSeries();
    const user = userEvent.setup();
    renderRoutes('/series');
    const peace = await screen.findByRole('article', { name: 'Peace in a Busy Season' });
    await user.click(within(peace).getByRole('button', { name: 'Start Series' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/series/enroll')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Day 2 opens tomorrow' instead of Continue while the server says the day is not open", async () => {
    const { fetchMock } = stubSeries({
      progress: [
        makeProgress(topics[0] as SeriesTopic, {
          currentDay: 2,
          completedDays: [1],
          currentDayOpensOn: '2026-03-02',
        }),
      ],
    });
    renderRoutes('/series');
    const active = await screen.findByRole('region', { name: 'Peace in a Busy Season' });
    expect(within(active).getByText('Day 2 opens tomorrow')).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: 'Continue Series' })).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Peace in a Busy Season' });
    expect(within(card).getByText('Day 2 opens tomorrow')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/series/continue')).toHaveLength(0);
  });
});
