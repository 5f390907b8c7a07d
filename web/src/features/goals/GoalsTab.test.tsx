import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeData, makeGoal, makeTask, renderWithProviders } from '../dashboard/test-support';
import { GoalsTab } from './GoalsTab';

vi.mock('../../data', async () => (await import('../dashboard/test-support')).fakeDataModule);

beforeEach(() => fakeData.reset());

function renderGoals() {
  const rendered = renderWithProviders(<GoalsTab />);
  return { ...rendered, user: userEvent.setup() };
}

function goalCard(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

describe('My Goals', () => {
  it('shows skeletons while the goals load', () => {
    fakeData.reset({ goals: undefined });
    renderGoals();
    expect(screen.getByRole('status', { name: 'Loading goals' })).toBeTruthy();
  });

  it("shows a goal's details with the 'Critical' priority reading", () => {
    fakeData.reset({
      goals: [
        makeGoal({
          title: 'Lead a small group',
          description: 'Weekly Bible study at home',
          category: 'relationships',
          season: 'fall',
          priority: 5,
          targetDate: '2099-11-30',
          progressPercentage: 50,
        }),
      ],
    });
    renderGoals();
    const card = goalCard('Lead a small group');
    expect(card.getByText('Weekly Bible study at home')).toBeTruthy();
    expect(card.getByText('Relationships')).toBeTruthy();
    expect(card.getByText('Fall')).toBeTruthy();
    expect(card.getByText('Critical priority')).toBeTruthy();
    expect(card.getByText('Target date: Nov 30, 2099')).toBeTruthy();
    expect(
      card.getByRole('progressbar', { name: 'Progress of Lead a small group' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(card.getByText('50%', { selector: 'p' })).toBeTruthy();
    expect(card.queryByText('Completed!')).toBeNull();
    expect(card.queryByText('Overdue')).toBeNull();
  });

  it("marks 'Completed!' at 100 and 'Overdue' only for a passed target date under 100", () => {
    fakeData.reset({
      goals: [
        makeGoal({ title: 'Done goal', targetDate: '2000-01-01', progressPercentage: 100 }),
        makeGoal({ title: 'Late goal', targetDate: '2000-01-01', progressPercentage: 75 }),
      ],
    });
    renderGoals();
    expect(goalCard('Done goal').getByText('Completed!')).toBeTruthy();
    expect(goalCard('Done goal').queryByText('Overdue')).toBeNull();
    expect(goalCard('Late goal').getByText('Overdue')).toBeTruthy();
    expect(goalCard('Late goal').queryByText('Completed!')).toBeNull();
  });

  it("sets progress with the quick buttons and says 'Progress Updated'", async () => {
    const goal = makeGoal({ title: 'Fast weekly', progressPercentage: 0 });
    fakeData.reset({ goals: [goal] });
    const { user } = renderGoals();
    const card = goalCard('Fast weekly');
    expect(card.getAllByRole('button', { name: /^Set progress to/ }).map((b) => b.textContent)).toEqual([
      '25%',
      '50%',
      '75%',
      '100%',
    ]);

    await user.click(card.getByRole('button', { name: 'Set progress to 75%' }));
    expect(fakeData.mutations.updateGoal).toHaveBeenCalledWith(goal.id, { progressPercentage: 75 });
    expect(await screen.findByText('Progress Updated')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Set progress to 75%' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(card.getByRole('button', { name: 'Set progress to 100%' }));
    expect(await card.findByText('Completed!')).toBeTruthy();
  });

  it("says 'Failed to update progress.' when the change is refused", async () => {
    fakeData.reset({ goals: [makeGoal({ title: 'Fast weekly' })] });
    fakeData.mutations.updateGoal.mockRejectedValueOnce(new Error('nope'));
    const { user } = renderGoals();
    await user.click(goalCard('Fast weekly').getByRole('button', { name: 'Set progress to 25%' }));
    expect(await screen.findByText('Failed to update progress.')).toBeTruthy();
  });

  it('shows the empty state, whose button opens the create dialog', async () => {
    const { user } = renderGoals();
    await user.click(screen.getByRole('button', { name: 'Create Your First Goal' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Goal' })).toBeTruthy();
  });

  describe('the free-user rule', () => {
    it("stops a free user's second goal with 'Upgrade Required' and the upgrade prompt", async () => {
      fakeData.reset({ goals: [makeGoal({ title: 'My one goal' })], isPaidMember: false });
      const { user, router } = renderGoals();
      await user.click(screen.getByRole('button', { name: 'New Goal' }));

      expect(await screen.findByText('Upgrade Required')).toBeTruthy();
      expect(
        screen.getByText('Multiple goals require a paid membership. Upgrade to create unlimited goals!'),
      ).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Create New Goal' })).toBeNull();

      const prompt = within(screen.getByRole('region', { name: 'Multiple Goals is a premium feature' }));
      for (const benefit of ['Reflections Archive', 'Multiple Goals', '7-Day Series', 'Lifetime access']) {
        expect(prompt.getByText(benefit)).toBeTruthy();
      }
      const upgrade = prompt.getByRole('link', { name: 'Upgrade for $100' });
      expect(upgrade.getAttribute('href')).toBe('/upgrade');
      await user.click(upgrade);
      await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
    });

    it('lets a paid member add more goals', async () => {
      fakeData.reset({ goals: [makeGoal({ title: 'First' })], isPaidMember: true });
      const { user } = renderGoals();
      await user.click(screen.getByRole('button', { name: 'New Goal' }));
      expect(await screen.findByRole('dialog', { name: 'Create New Goal' })).toBeTruthy();
      expect(screen.queryByText('Upgrade Required')).toBeNull();
    });

    it('lets a free user create the first goal', async () => {
      fakeData.reset({ goals: [], isPaidMember: false });
      const { user } = renderGoals();
      await user.click(screen.getByRole('button', { name: 'New Goal' }));
      expect(await screen.findByRole('dialog', { name: 'Create New Goal' })).toBeTruthy();
    });
  });

  it("edits a goal in the prefilled dialog and says 'Goal Updated'", async () => {
    const goal = makeGoal({
      title: 'Memorize Psalm 23',
      priority: 4,
      season: 'winter',
      targetDate: '2099-02-01',
    });
    fakeData.reset({ goals: [goal] });
    const { user } = renderGoals();
    await user.click(
      goalCard('Memorize Psalm 23').getByRole('button', { name: 'Edit goal Memorize Psalm 23' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Goal' }));
    const title = dialog.getByLabelText('Title', { exact: false }) as HTMLInputElement;
    expect(title.value).toBe('Memorize Psalm 23');
    expect((dialog.getByLabelText('Priority') as HTMLSelectElement).value).toBe('4');
    expect((dialog.getByLabelText('Season') as HTMLSelectElement).value).toBe('winter');
    expect((dialog.getByLabelText('Target date', { exact: false }) as HTMLInputElement).value).toBe(
      '2099-02-01',
    );

    await user.clear(title);
    await user.type(title, 'Memorize Psalm 91');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(fakeData.mutations.updateGoal).toHaveBeenCalledWith(goal.id, {
        title: 'Memorize Psalm 91',
        description: goal.description,
        category: 'spiritual',
        season: 'winter',
        priority: 4,
        targetDate: '2099-02-01',
      }),
    );
    expect(await screen.findByText('Goal Updated')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Memorize Psalm 91' })).toBeTruthy();
  });

  it("deletes a goal after confirming and says 'Goal Deleted'", async () => {
    const goal = makeGoal({ title: 'Old goal' });
    fakeData.reset({
      goals: [goal],
      tasks: [makeTask({ goalId: goal.id }), makeTask({ goalId: goal.id, title: 'Second' })],
    });
    const { user } = renderGoals();
    await user.click(goalCard('Old goal').getByRole('button', { name: 'Delete goal Old goal' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete goal?' }));
    expect(confirm.getByText('"Old goal" and its 2 tasks will be deleted.')).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(fakeData.mutations.deleteGoal).not.toHaveBeenCalled();

    await user.click(goalCard('Old goal').getByRole('button', { name: 'Delete goal Old goal' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete goal?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(fakeData.mutations.deleteGoal).toHaveBeenCalledWith(goal.id);
    expect(await screen.findByText('Goal Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old goal' })).toBeNull());
  });

  describe("a goal's tasks", () => {
    function withTasks() {
      const goal = makeGoal({ title: 'Grow in prayer' });
      const undated = makeTask({ goalId: goal.id, title: 'Undated', createdAt: '2026-01-03T00:00:00Z' });
      const later = makeTask({ goalId: goal.id, title: 'Later', dueDate: '2099-03-01' });
      const soonOld = makeTask({
        goalId: goal.id,
        title: 'Soon old',
        dueDate: '2099-01-01',
        createdAt: '2026-01-01T00:00:00Z',
      });
      const soonNew = makeTask({
        goalId: goal.id,
        title: 'Soon new',
        dueDate: '2099-01-01',
        createdAt: '2026-01-02T00:00:00Z',
      });
      const other = makeTask({ title: 'Standalone task' });
      fakeData.reset({ goals: [goal], tasks: [undated, later, soonOld, soonNew, other] });
      return { goal, later, soonNew };
    }

    it('lists them by due date, undated last, ties newest first', () => {
      withTasks();
      renderGoals();
      const list = within(screen.getByRole('list', { name: 'Tasks of Grow in prayer' }));
      expect(
        list
          .getAllByRole('checkbox')
          .map(
            (c) =>
              c.getAttribute('aria-labelledby') &&
              document.getElementById(c.getAttribute('aria-labelledby') ?? '')?.textContent,
          ),
      ).toEqual(['Soon new', 'Soon old', 'Later', 'Undated']);
      expect(screen.queryByText('Standalone task')).toBeNull();
    });

    it('completes and reopens a task from its checkbox', async () => {
      const { soonNew } = withTasks();
      const { user } = renderGoals();
      await user.click(screen.getByRole('checkbox', { name: 'Soon new' }));
      expect(fakeData.mutations.completeTask).toHaveBeenCalledWith(soonNew.id);
      expect(await screen.findByText('Task Completed! 🎉')).toBeTruthy();
      await waitFor(() =>
        expect((screen.getByRole('checkbox', { name: 'Soon new' }) as HTMLInputElement).checked).toBe(true),
      );
      await user.click(screen.getByRole('checkbox', { name: 'Soon new' }));
      expect(fakeData.mutations.uncompleteTask).toHaveBeenCalledWith(soonNew.id);
    });

    it("saves an inline edit with Enter and says 'Task Updated'", async () => {
      const { later } = withTasks();
      const { user } = renderGoals();
      await user.click(screen.getByRole('button', { name: 'Edit task Later' }));
      const title = screen.getByLabelText('Task title', { exact: false });
      expect(document.activeElement).toBe(title);
      await user.clear(title);
      await user.type(title, 'Pray at noon');
      await user.type(screen.getByLabelText('Task description'), 'Five minutes');
      await user.type(title, '{Enter}');

      expect(fakeData.mutations.updateTask).toHaveBeenCalledWith(later.id, {
        title: 'Pray at noon',
        description: 'Five minutes',
        dueDate: '2099-03-01',
      });
      expect(await screen.findByText('Task Updated')).toBeTruthy();
      expect(screen.queryByLabelText('Task title', { exact: false })).toBeNull();
      expect(screen.getByText('Pray at noon')).toBeTruthy();
      // Focus returns to the task's Edit button.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit task Pray at noon' })),
      );
    });

    it('sends a cleared due date as null', async () => {
      const { later } = withTasks();
      const { user } = renderGoals();
      await user.click(screen.getByRole('button', { name: 'Edit task Later' }));
      const due = screen.getByLabelText('Due date');
      fireEvent.change(due, { target: { value: '' } });
      await user.type(due, '{Enter}');
      expect(fakeData.mutations.updateTask).toHaveBeenCalledWith(later.id, {
        title: 'Later',
        description: null,
        dueDate: null,
      });
    });

    it('cancels with Escape without saving', async () => {
      withTasks();
      const { user } = renderGoals();
      await user.click(screen.getByRole('button', { name: 'Edit task Later' }));
      const title = screen.getByLabelText('Task title', { exact: false });
      await user.clear(title);
      await user.type(title, 'Changed{Escape}');
      expect(screen.queryByLabelText('Task title', { exact: false })).toBeNull();
      expect(screen.getByText('Later')).toBeTruthy();
      expect(fakeData.mutations.updateTask).not.toHaveBeenCalled();
    });

    it('never saves an empty title', async () => {
      withTasks();
      const { user } = renderGoals();
      await user.click(screen.getByRole('button', { name: 'Edit task Later' }));
      const title = screen.getByLabelText('Task title', { exact: false });
      await user.clear(title);
      await user.type(title, '   {Enter}');
      expect(await screen.findByText('Title is required')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(fakeData.mutations.updateTask).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Task title', { exact: false })).toBeTruthy();
    });

    it('keeps the editor open when saving fails', async () => {
      withTasks();
      fakeData.mutations.updateTask.mockRejectedValueOnce(new Error('nope'));
      const { user } = renderGoals();
      await user.click(screen.getByRole('button', { name: 'Edit task Later' }));
      await user.type(screen.getByLabelText('Task title', { exact: false }), ' again{Enter}');
      expect(await screen.findByText('Failed to update task. Please try again.')).toBeTruthy();
      expect(screen.getByLabelText('Task title', { exact: false })).toBeTruthy();
    });
  });
});
