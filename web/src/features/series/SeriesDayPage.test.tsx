import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSeriesEntry, makeSeriesProgress } from '../../test/factories';
import { callsTo, json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

// The page is a lazy route: its first render waits for the chunk, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const entry = makeSeriesEntry();
const progress = makeSeriesProgress();

function stubDay({ dayAnswer }: { dayAnswer?: () => Response } = {}) {
  return stubApi(({ method, path }) => {
    if (path === '/api/user') return json(200, makeUser({ isPaidMember: true }));
    if (path === '/api/series/1/days/1') return dayAnswer ? dayAnswer() : json(200, entry);
    if (path === '/api/series/progress') return json(200, [progress]);
    if (path === '/api/series/topics') return json(200, []);
    if (path === '/api/series/days/complete' && method === 'POST') {
      return json(200, { ...progress, currentDay: 2, completedDays: [1], currentDayOpensOn: '2026-03-02' });
    }
    if (path === '/api/ai/action-steps')
      return json(200, { actionSteps: ['Take a slow walk', 'Pray before work'], source: 'fallback' });
    return json(404, { message: 'Not found' });
  });
}

describe('Series day page', () => {
  // A long walk through the form: more than the default 5 s on a busy machine.
  it("shows the day's verse and reflection, then saves the REIGN steps and returns to /series", {
    timeout: 15_000,
  }, async () => {
    const fetchMock = stubDay();
    const user = userEvent.setup();
    const { router } = renderRoutes('/series/1/day/1');

    expect(await screen.findByRole('heading', { name: 'Day 1: Rest Is a Gift' })).toBeInTheDocument();
    expect(screen.getByText('Day 1 of 7')).toBeInTheDocument();
    expect(screen.getByText('Peace in a Busy Season')).toBeInTheDocument();
    expect(screen.getByText(entry.verse)).toBeInTheDocument();
    expect(screen.getByText('Rest is a gift before it is a task.')).toBeInTheDocument();
    expect(screen.getByText('Today, receive it.')).toBeInTheDocument();
    for (const step of [
      'Renew Your Mind',
      'Establish Priorities',
      'Initiate Bold Action',
      'Grow with Grit',
      'Navigate in Faith',
    ]) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }

    await user.type(screen.getByRole('textbox', { name: /Priority 1/ }), 'Family');
    await user.type(screen.getByRole('textbox', { name: 'Priority 2' }), 'Work');
    await user.type(screen.getByRole('textbox', { name: 'Add an action for Family' }), 'Call Mum{Enter}');
    const work = screen.getByRole('region', { name: 'Actions for Work' });
    await user.click(within(work).getByRole('button', { name: 'Suggest actions' }));
    expect(await within(work).findByText('Take a slow walk')).toBeInTheDocument();
    await user.click(within(work).getByRole('button', { name: 'Remove Pray before work' }));
    await user.type(screen.getByRole('textbox', { name: /What challenges/ }), 'A long meeting');
    const prayer = screen.getByTestId('series-prayer').textContent ?? '';
    expect(prayer).toContain('Family');

    await user.click(screen.getByRole('button', { name: 'Complete Day 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/series'));
    expect(await screen.findByText('Day 1 Complete')).toBeInTheDocument();
    // one series day per calendar day: the next opens tomorrow, as the server says
    expect(screen.getByText('Day 2 opens tomorrow.')).toBeInTheDocument();

    const saves = callsTo(fetchMock, 'POST', '/api/series/days/complete');
    expect(JSON.parse(String(saves[0]?.[1]?.body))).toEqual({
      seriesDailyEntryId: 101,
      priorities: ['Family', 'Work'],
      actionSteps: [
        { priority: 'Family', actions: ['Call Mum'] },
        { priority: 'Work', actions: ['Take a slow walk'] },
      ],
      challenges: 'A long meeting',
      encouragement: prayer,
    });
  });

  it('needs priority 1 before saving', async () => {
    const fetchMock = stubDay();
    const user = userEvent.setup();
    renderRoutes('/series/1/day/1');
    await user.click(await screen.findByRole('button', { name: 'Complete Day 1' }));
    expect(await screen.findByText('Priority cannot be empty')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/series/days/complete')).toHaveLength(0);
  });

  it('explains a day that is not open yet, with a way back', async () => {
    stubDay({ dayAnswer: () => json(400, { message: 'Finish the earlier days of this series first.' }) });
    renderRoutes('/series/1/day/1');
    expect(await screen.findByText('Finish the earlier days of this series first.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Series' }).length).toBeGreaterThan(0);
  });

  it('says a day opens tomorrow when the server refuses it (409), with a way back and no retry', async () => {
    stubDay({ dayAnswer: () => json(409, { message: 'Day 1 opens tomorrow.', code: 'conflict' }) });
    renderRoutes('/series/1/day/1');
    const title = await screen.findByText('Day 1 opens tomorrow');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    expect(within(alert).getByText(/Come back tomorrow for Day 1/)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Series' })).toHaveAttribute('href', '/series');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('This day could not be opened')).not.toBeInTheDocument();
  });
});
