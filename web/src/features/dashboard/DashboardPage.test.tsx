import { addDays, centralDate } from '@reign/domain';
import { createMutations } from '@reign/sync/client/mutations';
import { userDbName } from '@reign/sync/device/database';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_SYNC_PATIENCE_MS } from '../../data/first-sync';
import { journaledWrites } from '../../data/write-journal';
import { failNextWrite, MEMBER_ID, memberDb, renderMemberApp } from '../../test/member';
import { dashboardTabFrom } from './dashboard-tab';

/** The member's usual rows: one goal and one task. */
async function seedGoalAndTask() {
  const member = memberDb();
  await member.goal({ title: 'Read the Gospels' });
  await member.task({ title: 'Read John 1' });
  return member;
}

const statValue = (id: string) =>
  within(screen.getByTestId(`stat-${id}`)).getByTestId('stat-value').textContent;

describe('Dashboard', () => {
  it('opens My Goals for ?tab=goals', async () => {
    await seedGoalAndTask();
    renderMemberApp('/dashboard?tab=goals');
    expect(await screen.findByRole('heading', { name: 'My Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Goals' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Read the Gospels' })).toBeInTheDocument();
    expect(document.title).toBe('My Goals · Dashboard · Reign');
  });

  it('shows the current and longest streak, forgiving one missed day (issue 15)', async () => {
    const member = memberDb();
    const today = centralDate();
    // today, yesterday, (missed), three days ago
    for (const back of [0, 1, 3]) await member.entry({ date: addDays(today, -back) });
    renderMemberApp('/dashboard');
    const streak = within(await screen.findByRole('region', { name: 'Streak' }));
    expect(streak.getByTestId('current-streak')).toHaveTextContent('Current streak: 4 days');
    expect(streak.getByTestId('longest-streak')).toHaveTextContent(
      'Longest streak: 4 days · 1 grace day in this streak',
    );
  });

  it("counts a reading plan's day read toward the streak, and shows today's reading (issue 38)", async () => {
    const member = memberDb();
    const today = centralDate();
    await member.entry({ date: addDays(today, -2) });
    const writes = createMutations(member.db, { queue: false });
    const plan = await writes.startReadingPlan({ planKey: 'gospels-30', startDate: addDays(today, -2) });
    await writes.markReadingDay(plan.id, 1, true, addDays(today, -1));
    await writes.markReadingDay(plan.id, 2, true, today);
    renderMemberApp('/dashboard');
    const streak = within(await screen.findByRole('region', { name: 'Streak' }));
    expect(await streak.findByText('Current streak: 3 days')).toBeInTheDocument();
    const reading = within(await screen.findByRole('region', { name: "Today's reading" }));
    expect(await reading.findByRole('checkbox', { name: /^Mark day 3 as read/ })).not.toBeChecked();
    expect(await reading.findByText(/Day 3 of 30/)).toBeInTheDocument();
  });

  it('draws a month calendar of planned days on History', async () => {
    const member = memberDb();
    const today = centralDate();
    await member.entry({ date: today });
    renderMemberApp('/dashboard?tab=history');
    const days = await screen.findByRole('list', { name: /^Planned days in / });
    const day = Number(today.slice(8));
    expect(within(days).getByText(String(day)).closest('li')).toHaveAttribute('data-state', 'Planned');
    expect(screen.getByText('1 planned day')).toBeInTheDocument();
  });

  it('opens My Tasks for ?tab=tasks', async () => {
    await seedGoalAndTask();
    renderMemberApp('/dashboard?tab=tasks');
    expect(await screen.findByRole('tab', { name: 'My Tasks', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Tasks', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Read John 1' })).toBeInTheDocument();
  });

  it('shows the overview for a missing or unknown tab', async () => {
    renderMemberApp('/dashboard?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(dashboardTabFrom(null)).toBe('overview');
    expect(dashboardTabFrom('nonsense')).toBe('overview');
    expect(dashboardTabFrom('history')).toBe('history');
    expect(dashboardTabFrom('tasks')).toBe('tasks');
  });

  it('keeps the URL in step with the tab', async () => {
    const user = userEvent.setup();
    const { router } = renderMemberApp('/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'My Tasks' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=tasks'));
    expect(await screen.findByRole('heading', { name: 'My Tasks', level: 2 })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'My Goals' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=goals'));

    await user.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history'));

    // Back goes to the previous tab.
    router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'My Goals', selected: true })).toBeInTheDocument();
  });

  it('shows the four stats and the season', async () => {
    const member = memberDb();
    await member.goal({ progressPercentage: 50 });
    await member.goal({ progressPercentage: 25 });
    await member.goal({ progressPercentage: 100 });
    await member.entry({ date: centralDate() });
    await member.entry({ date: '2020-01-01' });
    renderMemberApp('/dashboard');
    await screen.findByRole('heading', { name: 'My Dashboard', level: 1 });
    await waitFor(() => expect(statValue('daily-plans')).toBe('2'));
    // goals and entries are separate live reads: either may arrive first
    await waitFor(() => expect(statValue('active-goals')).toBe('2'));
    expect(statValue('todays-tasks')).toBe('3');
    expect(statValue('goal-progress')).toBe('38%');
    expect(screen.getByTestId('season-badge').textContent).toMatch(/^(Spring|Summer|Fall|Winter)$/);
  });
});

describe('a new device, before its first sync has answered', () => {
  it('shows loading, never "No goals yet" or zeros, then what the sync settled', async () => {
    // never synced on this device; the server's first answer is on its way
    let answer: (r: Response) => void = () => {};
    const firstSync = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    renderMemberApp('/dashboard?tab=overview', {
      api: ({ path }) => (path.startsWith('/api/sync/') ? firstSync : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'My Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading Active Goals' })).toBeInTheDocument();
    // long enough for the device's empty tables to have been read
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Create Your First Goal' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Active Goals' })).toBeInTheDocument();
    // the sync fails: what the device has is all there is to show, and it says so
    answer(new Response(JSON.stringify({ message: 'down' }), { status: 503 }));
    expect(await screen.findByRole('button', { name: 'Create Your First Goal' })).toBeInTheDocument();
    expect(statValue('active-goals')).toBe('0');
  });

  it('a first sync that never answers: every list waits on one patience clock', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    renderMemberApp('/dashboard?tab=overview', {
      api: ({ path }) => (path.startsWith('/api/sync/') ? new Promise<Response>(() => {}) : undefined),
    });
    expect(await screen.findByRole('status', { name: 'Loading Active Goals' })).toBeInTheDocument();
    // the goals, tasks, plans and reading lists: one timer, not one each (each cost a start); on a
    // loaded machine the lists may mount a little later, so wait for the clock, then for the rest
    const patience = () => timers.mock.calls.filter(([, ms]) => ms === FIRST_SYNC_PATIENCE_MS);
    await vi.waitFor(() => expect(patience()).toHaveLength(1), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Create Your First Goal' })).not.toBeInTheDocument();
    expect(patience()).toHaveLength(1);
    timers.mockRestore();
  });

  it('shows a device that synced before at once, with no wait for the server', async () => {
    const member = await seedGoalAndTask();
    await member.db.meta.put({ key: 'lastSyncedAt', value: '2026-01-01T12:00:00.000Z' });
    renderMemberApp('/dashboard?tab=overview', {
      api: ({ path }) => (path.startsWith('/api/sync/') ? new Promise<Response>(() => {}) : undefined),
    });
    expect(await screen.findByText('Read the Gospels')).toBeInTheDocument();
    expect(statValue('active-goals')).toBe('1');
  });
});

describe('Overview', () => {
  it('shows empty states without goals, tasks or a plan for today', async () => {
    await memberDb().entry({ date: '2020-01-01' });
    renderMemberApp('/dashboard?tab=overview');
    expect(await screen.findByRole('button', { name: 'Create Your First Goal' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add a Task' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Today's Action Plan" })).not.toBeInTheDocument();
  });

  it("shows the first 3 active goals, and today's and overdue open tasks before upcoming ones", async () => {
    const member = memberDb();
    for (const title of ['A', 'B', 'C', 'D']) await member.goal({ title: `Goal ${title}` });
    await member.goal({
      title: 'Goal Done',
      progressPercentage: 100,
      completedAt: '2026-01-02T00:00:00.000Z',
    });
    const today = centralDate();
    await member.task({ title: 'Later', scheduledDate: '2099-01-01' });
    await member.task({ title: 'Overdue', scheduledDate: '2020-01-01', dueDate: '2020-01-05' });
    await member.task({ title: 'Due today', scheduledDate: '2020-01-01', dueDate: today });
    await member.task({ title: 'Done', scheduledDate: today, completedAt: '2026-01-02T00:00:00.000Z' });
    await member.task({ title: 'Much later', scheduledDate: '2099-06-01' });
    await member.task({ title: 'Last', scheduledDate: '2099-09-01' });
    renderMemberApp('/dashboard', { user: { isPaidMember: true } });
    const goals = within(await screen.findByRole('region', { name: 'Active Goals' }));
    expect(await goals.findByText('Goal C')).toBeInTheDocument();
    expect(goals.queryByText('Goal D')).not.toBeInTheDocument();
    expect(goals.queryByText('Goal Done')).not.toBeInTheDocument();
    expect(goals.getByText('View all 4 active goals')).toBeInTheDocument();
    const tasks = within(screen.getByRole('region', { name: "Today's Tasks" }));
    expect(
      (await tasks.findAllByRole('checkbox')).map(
        (c) =>
          c.getAttribute('name') ??
          c.closest('label')?.textContent ??
          (c as HTMLInputElement).labels?.[0]?.textContent,
      ),
    ).toEqual(['Overdue', 'Due today', 'Later', 'Much later']);
    expect(tasks.getByText('Upcoming')).toBeInTheDocument();
    expect(tasks.getByText('View all 5 open tasks')).toBeInTheDocument();
  });

  it("checks off today's actions and saves one change per toggled action", async () => {
    const user = userEvent.setup();
    const member = memberDb();
    const entry = await member.entry({ date: centralDate() });
    renderMemberApp('/dashboard');
    const card = await screen.findByRole('region', { name: "Today's Action Plan" });
    expect(within(card).getByText('No specific challenges identified.')).toBeInTheDocument();
    expect(within(card).getByText('0 of 3 completed')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Update Progress' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Call Mom' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Finish the report' }));
    expect(within(card).getByText('2 of 3 completed')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Progress saved!')).toBeInTheDocument();
    // 'Pray together' was not touched: nothing is said about it, so a tick from another device stays
    const tick = (priority: string, text: string) => ({
      name: 'dailyActions.save',
      args: { entryId: entry.id, date: entry.date, actions: [{ text, priority, isCompleted: true }] },
    });
    // both are written at once from the tap (neither waits for the other), so their order is not fixed
    const queued = await member.queued();
    expect(queued).toHaveLength(2);
    expect(queued).toEqual(
      expect.arrayContaining([tick('Family', 'Call Mom'), tick('Work', 'Finish the report')]),
    );
    expect(screen.getByText('Your action completions have been updated.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Update Progress' })).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Call Mom' })).toBeChecked();
  });

  it('Save keeps every toggled action from the tap itself, before any of them is written', async () => {
    const user = userEvent.setup();
    await memberDb().entry({ date: centralDate() });
    renderMemberApp('/dashboard');
    const card = await screen.findByRole('region', { name: "Today's Action Plan" });
    await user.click(within(card).getByRole('checkbox', { name: 'Call Mom' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Finish the report' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    // what a page closed right after the tap leaves for the next start (data/write-journal.ts)
    const kept = [...journaledWrites(userDbName(MEMBER_ID)).values()].flat();
    expect(kept.map((w) => [w.method, (w.args[0] as { text: string }).text, w.args[1]])).toEqual([
      ['setActionDone', 'Call Mom', true],
      ['setActionDone', 'Finish the report', true],
    ]);
    expect(await screen.findByText('Progress saved!')).toBeInTheDocument();
  });

  it('Cancel drops the changes; a failed save says so', async () => {
    const user = userEvent.setup();
    await memberDb().entry({ date: centralDate() });
    renderMemberApp('/dashboard');
    const card = await screen.findByRole('region', { name: "Today's Action Plan" });
    await user.click(within(card).getByRole('checkbox', { name: 'Call Mom' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByRole('checkbox', { name: 'Call Mom' })).not.toBeChecked();

    failNextWrite();
    await user.click(within(card).getByRole('checkbox', { name: 'Call Mom' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save progress')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('Profile', () => {
  // the profile's form, in full: a heavy render on a loaded machine
  it('saves the form with the maturity labels', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const member = memberDb();
    renderMemberApp('/dashboard?tab=profile');
    const maturity = (await screen.findByLabelText('Spiritual maturity')) as HTMLSelectElement;
    expect([...maturity.options].map((o) => o.text)).toEqual([
      'New Believer',
      'Growing in Faith',
      'Mature Believer',
      'Spiritual Leader',
    ]);
    expect(maturity).toHaveValue('growing');
    await user.type(screen.getByRole('textbox', { name: /Bio/ }), 'Father of two');
    await user.selectOptions(maturity, 'mature');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(await member.queued()).toEqual([
      {
        name: 'profile.update',
        // only the changed fields
        args: { bio: 'Father of two', spiritualMaturity: 'mature' },
      },
    ]);
  });

  it('says when saving fails, and disables export and import offline', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderMemberApp('/dashboard?tab=profile');
    // The whole app drawn to the profile tab: 1.4 s on an idle two-core machine, 11 to 16 s with the
    // cores busy (measured), so the suite's own patience (setup.ts), not a shorter one of its own:
    // 12 s ran out on CI
    const save = await screen.findByRole('button', { name: 'Save Profile' });
    // The profile form waits for the saved profile before it can be saved.
    await waitFor(() => expect(save).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: /Bio/ }), 'Father of two');
    failNextWrite();
    await user.click(save);
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import data' })).toBeDisabled();
    expect(screen.getByTestId('account-data-offline')).toBeInTheDocument();
  });
});

describe('History', () => {
  it('searches, filters by month and sorts, 20 at a time', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    const member = memberDb();
    await member.entry({
      date: '2026-03-02',
      verseReference: 'Matthew 6:33',
      verse: 'Seek first the kingdom',
    });
    await member.entry({
      date: '2026-03-01',
      verseReference: 'Exodus 14:14',
      verse: 'The LORD will fight for you',
    });
    await member.entry({ date: '2026-02-01', verseReference: 'Genesis 1:1', verse: 'In the beginning' });
    for (let i = 25; i >= 1; i--) {
      await member.entry({
        date: `2025-01-${String(i).padStart(2, '0')}`,
        verseReference: 'Psalm 23:1',
        verse: `Verse ${i}`,
      });
    }
    renderMemberApp('/dashboard?tab=history');
    expect(await screen.findByRole('heading', { name: 'Daily Plans History' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(screen.getAllByTestId('history-entry')).toHaveLength(28);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'KINGDOM');
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(1));
    expect(screen.getByText('1 of 28 plans')).toBeInTheDocument();
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
