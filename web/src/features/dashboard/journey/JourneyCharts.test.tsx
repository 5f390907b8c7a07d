import { centralDate } from '@reign/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberDb, renderMemberApp } from '../../../test/member';
import { dayLabel } from './journey-data';

/** A browser whose every observed element is in view at once (happy-dom's observer never reports). */
class InViewObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

describe('Your Journey', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', InViewObserver);
  });

  it('keeps each goal progress change this device sees', async () => {
    const member = memberDb();
    const goal = await member.goal({ progressPercentage: 40 });
    await waitFor(async () =>
      expect(
        (await member.db.goalProgress.where('goalId').equals(goal.id).toArray()).map((p) => p.progress),
      ).toEqual([0, 40]),
    );
  });

  it("draws the year, the weeks and the goals from this device's data, each with a table", async () => {
    const user = userEvent.setup();
    const member = memberDb();
    const today = centralDate();
    const entry = await member.entry({ date: today });
    await member.db.dailyActions.bulkPut(
      ['Call Mom', 'Pray together'].map((text, i) => ({
        id: `00000000-0000-4000-8000-00000000000${i}`,
        entryId: entry.id,
        actionText: text,
        priority: 'Family',
        isCompleted: true,
        completedAt: new Date().toISOString(),
        date: today,
        version: 0,
        deleted: false,
      })),
    );
    await member.goal({ title: 'Read the Gospels', progressPercentage: 40 });
    renderMemberApp('/dashboard');

    const year = await screen.findByRole('region', { name: 'Your year of plans' }, { timeout: 15_000 });
    expect(
      within(year).getByText('1 day with a saved plan in the last year, 2 actions completed.'),
    ).toBeInTheDocument();
    expect(within(year).getByRole('img', { name: /^Your year of plans/ })).toBeInTheDocument();
    await user.click(within(year).getByRole('button', { name: 'Show as table' }));
    const table = within(year).getByRole('table', { name: 'Days with a saved plan' });
    expect(within(table).getByRole('row', { name: `${dayLabel(today)} 2 3` })).toBeInTheDocument();

    const weeks = screen.getByRole('region', { name: 'Actions completed per week' });
    expect(within(weeks).getByText('2 actions completed in the last 12 weeks.')).toBeInTheDocument();

    const goals = screen.getByRole('region', { name: 'Goal progress' });
    await user.click(within(goals).getByRole('button', { name: 'Show as table' }));
    const goalTable = within(goals).getByRole('table');
    expect(within(goalTable).getByRole('columnheader', { name: 'Read the Gospels' })).toBeInTheDocument();
    expect(within(goalTable).getAllByRole('row').at(-1)).toHaveTextContent('40%');
  });
});
