import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failNextWrite, memberDb, renderMemberScreen } from '../../test/member';
import { GoalsTab } from './GoalsTab';
import { goalCard, renderGoals } from './test-render';

describe('My Goals', () => {
  it('shows skeletons while the goals load', () => {
    renderMemberScreen(<GoalsTab />);
    expect(screen.getByRole('status', { name: 'Loading goals' })).toBeInTheDocument();
  });

  it("shows a goal's details with the 'Critical' priority reading", async () => {
    await memberDb().goal({
      title: 'Lead a small group',
      description: 'Weekly Bible study at home',
      category: 'relationships',
      season: 'fall',
      priority: 5,
      targetDate: '2099-11-30',
      progressPercentage: 50,
    });
    await renderGoals();
    const card = await goalCard('Lead a small group');
    expect(card.getByText('Weekly Bible study at home')).toBeInTheDocument();
    expect(card.getByText('Relationships')).toBeInTheDocument();
    expect(card.getByText('Fall')).toBeInTheDocument();
    expect(card.getByText('Critical priority')).toBeInTheDocument();
    expect(card.getByText('Target date: Nov 30, 2099')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Progress of Lead a small group' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(card.getByText('50%', { selector: 'p' })).toBeInTheDocument();
    expect(card.queryByText('Completed!')).not.toBeInTheDocument();
    expect(card.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it("marks 'Completed!' at 100 and 'Overdue' only for a passed target date under 100", async () => {
    const member = memberDb();
    await member.goal({ title: 'Done goal', targetDate: '2000-01-01', progressPercentage: 100 });
    await member.goal({ title: 'Late goal', targetDate: '2000-01-01', progressPercentage: 75 });
    await renderGoals();
    expect((await goalCard('Done goal')).getByText('Completed!')).toBeInTheDocument();
    expect((await goalCard('Done goal')).queryByText('Overdue')).not.toBeInTheDocument();
    expect((await goalCard('Late goal')).getByText('Overdue')).toBeInTheDocument();
    expect((await goalCard('Late goal')).queryByText('Completed!')).not.toBeInTheDocument();
  });

  it("sets progress with the quick buttons and says 'Progress Updated'", async () => {
    const member = memberDb();
    const goal = await member.goal({ title: 'Fast weekly', progressPercentage: 0 });
    const { user } = await renderGoals();
    const card = await goalCard('Fast weekly');
    expect(card.getAllByRole('button', { name: /^Set progress to/ }).map((b) => b.textContent)).toEqual([
      '25%',
      '50%',
      '75%',
      '100%',
    ]);

    await user.click(card.getByRole('button', { name: 'Set progress to 75%' }));
    expect(await screen.findByText('Progress Updated')).toBeInTheDocument();
    expect(await member.queued()).toEqual([
      { name: 'goal.update', args: { id: goal.id, changes: { progressPercentage: 75 } } },
    ]);
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Set progress to 75%' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    // a completed goal moves to its own section (issue 15)
    await user.click(card.getByRole('button', { name: 'Set progress to 100%' }));
    const completed = within(await screen.findByRole('region', { name: 'Completed Goals (1)' }));
    expect(await completed.findByText('Completed!')).toBeInTheDocument();
    expect(screen.getByText('No goals in progress. Start a new one with New Goal.')).toBeInTheDocument();
  });

  it("says 'Failed to update progress.' when the change is refused", async () => {
    const member = memberDb();
    await member.goal({ title: 'Fast weekly' });
    const { user } = await renderGoals();
    failNextWrite();
    await user.click((await goalCard('Fast weekly')).getByRole('button', { name: 'Set progress to 25%' }));
    expect(await screen.findByText('Failed to update progress.')).toBeInTheDocument();
    expect(await member.queued()).toEqual([]);
  });

  it('shows the empty state, whose button opens the create dialog', async () => {
    const { user } = await renderGoals();
    await user.click(await screen.findByRole('button', { name: 'Create Your First Goal' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Goal' })).toBeInTheDocument();
  });

  describe('the free-user rule', () => {
    it("stops a free user's second goal with 'Upgrade Required' and the upgrade prompt", async () => {
      await memberDb().goal({ title: 'My one goal' });
      const { user, router } = await renderGoals({ paid: false });
      await goalCard('My one goal');
      await user.click(screen.getByRole('button', { name: 'New Goal' }));

      expect(await screen.findByText('Upgrade Required')).toBeInTheDocument();
      expect(
        screen.getByText('Multiple goals require a paid membership. Upgrade to create unlimited goals!'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Create New Goal' })).not.toBeInTheDocument();

      const prompt = within(screen.getByRole('region', { name: 'Multiple Goals is a premium feature' }));
      // the server is down here: series stay named until the server says it has none (nothing
      // comes later to move the prompt)
      for (const benefit of ['7-Day Series', 'Reflections Archive', 'Multiple Goals', 'Lifetime access']) {
        expect(prompt.getByText(benefit)).toBeInTheDocument();
      }
      const upgrade = prompt.getByRole('link', { name: 'Upgrade for $100' });
      expect(upgrade).toHaveAttribute('href', '/upgrade');
      await user.click(upgrade);
      await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
    });

    it('lets a paid member add more goals', async () => {
      await memberDb().goal({ title: 'First' });
      const { user } = await renderGoals({ paid: true });
      await goalCard('First');
      await user.click(screen.getByRole('button', { name: 'New Goal' }));
      expect(await screen.findByRole('dialog', { name: 'Create New Goal' })).toBeInTheDocument();
      expect(screen.queryByText('Upgrade Required')).not.toBeInTheDocument();
    });

    it('lets a free user create the first goal', async () => {
      const { user } = await renderGoals({ paid: false });
      await screen.findByRole('button', { name: 'Create Your First Goal' });
      await user.click(screen.getByRole('button', { name: 'New Goal' }));
      expect(await screen.findByRole('dialog', { name: 'Create New Goal' })).toBeInTheDocument();
    });
  });

  it("edits a goal in the prefilled dialog and says 'Goal Updated'", async () => {
    const member = memberDb();
    const goal = await member.goal({
      title: 'Memorize Psalm 23',
      priority: 4,
      season: 'winter',
      targetDate: '2099-02-01',
    });
    const { user } = await renderGoals();
    await user.click(
      (await goalCard('Memorize Psalm 23')).getByRole('button', { name: 'Edit goal Memorize Psalm 23' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Goal' }));
    const title = dialog.getByLabelText('Title', { exact: false });
    expect(title).toHaveValue('Memorize Psalm 23');
    expect(dialog.getByLabelText('Priority')).toHaveValue('4');
    expect(dialog.getByLabelText('Season')).toHaveValue('winter');
    expect(dialog.getByLabelText('Target date', { exact: false })).toHaveValue('2099-02-01');

    await user.clear(title);
    await user.type(title, 'Memorize Psalm 91');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Goal Updated')).toBeInTheDocument();
    expect(await member.queued()).toEqual([
      {
        name: 'goal.update',
        args: {
          id: goal.id,
          // only the field that changed: another device's edit of the others is kept
          changes: { title: 'Memorize Psalm 91' },
          // the title the person saw: one another device wrote meanwhile is kept beside it
          base: { title: 'Memorize Psalm 23' },
        },
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Memorize Psalm 91' })).toBeInTheDocument();
  });

  it("deletes a goal after confirming, with its tasks, and says 'Goal Deleted'", async () => {
    const member = memberDb();
    const goal = await member.goal({ title: 'Old goal' });
    await member.task({ goalId: goal.id });
    await member.task({ goalId: goal.id, title: 'Second' });
    const { user } = await renderGoals();
    await user.click((await goalCard('Old goal')).getByRole('button', { name: 'Delete goal Old goal' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete goal?' }));
    expect(confirm.getByText('"Old goal" and its 2 tasks will be deleted.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(await member.queued()).toEqual([]);

    await user.click((await goalCard('Old goal')).getByRole('button', { name: 'Delete goal Old goal' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete goal?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Goal Deleted')).toBeInTheDocument();
    expect(await member.queued()).toEqual([{ name: 'goal.delete', args: { id: goal.id } }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old goal' })).not.toBeInTheDocument());
    // The real rule: deleting a goal removes its tasks on this device too.
    expect((await member.db.tasks.toArray()).filter((t) => !t.deleted)).toEqual([]);
  });
});
