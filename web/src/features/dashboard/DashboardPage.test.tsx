import { centralDate } from '@reign/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { dashboardTabFrom } from './dashboard-tab';
import { fakeData, makeEntry, makeGoal, makeTask } from './test-support';

vi.mock('../../data', async () => (await import('./test-support')).fakeDataModule);

beforeEach(() => {
  fakeData.reset({
    goals: [makeGoal({ title: 'Read the Gospels' })],
    tasks: [makeTask({ title: 'Read John 1' })],
  });
  stubApi(({ path }) => (path === '/api/user' ? json(200, makeUser()) : json(404, { message: 'Not found' })));
});

const statValue = (id: string) =>
  within(screen.getByTestId(`stat-${id}`)).getByTestId('stat-value').textContent;

describe('Dashboard', () => {
  it('opens My Goals for ?tab=goals', async () => {
    renderRoutes('/dashboard?tab=goals');
    expect(await screen.findByRole('heading', { name: 'My Dashboard', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My Goals' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('article', { name: 'Read the Gospels' })).toBeTruthy();
  });

  it('opens My Tasks for ?tab=tasks', async () => {
    renderRoutes('/dashboard?tab=tasks');
    expect(await screen.findByRole('tab', { name: 'My Tasks', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Tasks', level: 2 })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Read John 1' })).toBeTruthy();
  });

  it('shows the overview for a missing or unknown tab', async () => {
    renderRoutes('/dashboard?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    expect(dashboardTabFrom(null)).toBe('overview');
    expect(dashboardTabFrom('nonsense')).toBe('overview');
    expect(dashboardTabFrom('history')).toBe('history');
    expect(dashboardTabFrom('tasks')).toBe('tasks');
  });

  it('keeps the URL in step with the tab', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes('/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'My Tasks' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=tasks'));
    expect(screen.getByRole('heading', { name: 'My Tasks', level: 2 })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'My Goals' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=goals'));

    await user.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history'));

    // Back goes to the previous tab.
    router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'My Goals', selected: true })).toBeTruthy();
  });

  it('shows the four stats and the season', async () => {
    fakeData.set({
      goals: [
        makeGoal({ progressPercentage: 50 }),
        makeGoal({ progressPercentage: 25 }),
        makeGoal({ progressPercentage: 100, completedAt: '2026-01-02T00:00:00.000Z' }),
      ],
      entries: [makeEntry({ date: centralDate() }), makeEntry({ date: '2020-01-01' })],
    });
    renderRoutes('/dashboard');
    await screen.findByRole('heading', { name: 'My Dashboard', level: 1 });
    expect(statValue('active-goals')).toBe('2');
    expect(statValue('todays-tasks')).toBe('3');
    expect(statValue('goal-progress')).toBe('38%');
    expect(statValue('daily-plans')).toBe('2');
    expect(screen.getByTestId('season-badge').textContent).toMatch(/^(Spring|Summer|Fall|Winter)$/);
  });
});

describe('Overview', () => {
  it('shows empty states without goals, tasks or a plan for today', async () => {
    fakeData.reset({ goals: [], tasks: [], entries: [makeEntry({ date: '2020-01-01' })] });
    renderRoutes('/dashboard?tab=overview');
    expect(await screen.findByRole('button', { name: 'Create Your First Goal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a Task' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "Today's Action Plan" })).toBeNull();
  });

  it('shows the first 3 goals and the first 4 tasks', async () => {
    fakeData.reset({
      goals: ['A', 'B', 'C', 'D'].map((title) => makeGoal({ title: `Goal ${title}` })),
      tasks: ['1', '2', '3', '4', '5'].map((n) => makeTask({ title: `Task ${n}` })),
      isPaidMember: true,
    });
    renderRoutes('/dashboard');
    expect(await screen.findByText('Goal C')).toBeTruthy();
    expect(screen.queryByText('Goal D')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Task 4' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Task 5' })).toBeNull();
  });

  it("checks off today's actions and saves them together", async () => {
    const user = userEvent.setup();
    const entry = makeEntry({ date: centralDate() });
    fakeData.reset({ entries: [entry] });
    renderRoutes('/dashboard');
    const card = await screen.findByRole('region', { name: "Today's Action Plan" });
    expect(within(card).getByText('No specific challenges identified.')).toBeTruthy();
    expect(within(card).getByText('0 of 3 completed')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Update Progress' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Call Mom' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Finish the report' }));
    expect(within(card).getByText('2 of 3 completed')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(fakeData.mutations.saveDailyActions).toHaveBeenCalledWith({
      entryId: entry.id,
      date: entry.date,
      actions: [
        { text: 'Call Mom', priority: 'Family', isCompleted: true },
        { text: 'Pray together', priority: 'Family', isCompleted: false },
        { text: 'Finish the report', priority: 'Work', isCompleted: true },
      ],
    });
    expect(await screen.findByText('Progress saved!')).toBeTruthy();
    expect(screen.getByText('Your action completions have been updated.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Update Progress' })).toBeTruthy();
    expect((within(card).getByRole('checkbox', { name: 'Call Mom' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Cancel drops the changes; a failed save says so', async () => {
    const user = userEvent.setup();
    fakeData.reset({ entries: [makeEntry({ date: centralDate() })] });
    renderRoutes('/dashboard');
    const card = await screen.findByRole('region', { name: "Today's Action Plan" });
    await user.click(within(card).getByRole('checkbox', { name: 'Call Mom' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect((within(card).getByRole('checkbox', { name: 'Call Mom' }) as HTMLInputElement).checked).toBe(
      false,
    );

    fakeData.mutations.saveDailyActions.mockRejectedValueOnce(new Error('boom'));
    await user.click(within(card).getByRole('checkbox', { name: 'Call Mom' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save progress')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('Profile', () => {
  it('saves the form with the maturity labels', async () => {
    const user = userEvent.setup();
    renderRoutes('/dashboard?tab=profile');
    const maturity = (await screen.findByLabelText('Spiritual maturity')) as HTMLSelectElement;
    expect([...maturity.options].map((o) => o.text)).toEqual([
      'New Believer',
      'Growing in Faith',
      'Mature Believer',
      'Spiritual Leader',
    ]);
    expect(maturity.value).toBe('growing');
    await user.type(screen.getByRole('textbox', { name: /Bio/ }), 'Father of two');
    await user.selectOptions(maturity, 'mature');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(fakeData.mutations.updateProfile).toHaveBeenCalledWith({
      bio: 'Father of two',
      currentFocus: null,
      spiritualMaturity: 'mature',
      preferredMeetingTime: null,
      goals: null,
    });
  });

  it('says when saving fails, and disables export and import offline', async () => {
    const user = userEvent.setup();
    fakeData.set({ online: false });
    renderRoutes('/dashboard?tab=profile');
    fakeData.mutations.updateProfile.mockRejectedValueOnce(new Error('boom'));
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export my data' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Import data' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('account-data-offline')).toBeTruthy();
  });
});

describe('History', () => {
  it('searches, filters by month and sorts, 20 at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) =>
      makeEntry({
        date: `2025-01-${String(i + 1).padStart(2, '0')}`,
        verseReference: 'Psalm 23:1',
        verse: `Verse ${i + 1}`,
      }),
    );
    fakeData.reset({
      entries: [
        makeEntry({ date: '2026-03-02', verseReference: 'Matthew 6:33', verse: 'Seek first the kingdom' }),
        makeEntry({
          date: '2026-03-01',
          verseReference: 'Exodus 14:14',
          verse: 'The LORD will fight for you',
        }),
        makeEntry({ date: '2026-02-01', verseReference: 'Genesis 1:1', verse: 'In the beginning' }),
        ...many.reverse(),
      ],
    });
    renderRoutes('/dashboard?tab=history');
    expect(await screen.findByRole('heading', { name: 'Daily Plans History' })).toBeTruthy();
    expect(screen.getAllByTestId('history-entry')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(screen.getAllByTestId('history-entry')).toHaveLength(28);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'KINGDOM');
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(1));
    expect(screen.getByText('1 of 28 plans')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));

    await user.selectOptions(screen.getByLabelText('Month'), '2026-03');
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Month'), '');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'reference');
    const headings = screen
      .getAllByTestId('history-entry')
      .slice(0, 3)
      .map((a) => within(a).getByText(/\d:\d/).textContent);
    expect(headings).toEqual(['Genesis 1:1', 'Exodus 14:14', 'Psalm 23:1']);
  });
});
