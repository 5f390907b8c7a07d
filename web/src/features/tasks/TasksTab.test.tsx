import { centralDate } from '@reign/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeData, makeGoal, makeTask, renderWithProviders } from '../dashboard/test-support';
import { TasksTab } from './TasksTab';

vi.mock('../../data', async () => (await import('../dashboard/test-support')).fakeDataModule);

beforeEach(() => fakeData.reset());

function renderTasks() {
  const rendered = renderWithProviders(<TasksTab />);
  return { ...rendered, user: userEvent.setup() };
}

function field(dialog: ReturnType<typeof within>, label: string) {
  return dialog.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLSelectElement;
}

async function openNewTask(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'New Task' }));
  return within(await screen.findByRole('dialog', { name: 'New Task' }));
}

function titlesIn(listName: string) {
  return within(screen.getByRole('list', { name: listName }))
    .getAllByRole('checkbox')
    .map((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent);
}

describe('My Tasks', () => {
  it('shows skeletons while the tasks load', () => {
    fakeData.reset({ tasks: undefined });
    renderTasks();
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeTruthy();
  });

  it("shows the empty state, whose 'Add a Task' opens the dialog", async () => {
    const { user } = renderTasks();
    await user.click(screen.getByRole('button', { name: 'Add a Task' }));
    expect(await screen.findByRole('dialog', { name: 'New Task' })).toBeTruthy();
  });

  it("shows a task's details with the task priority labels and the overdue mark", () => {
    const goal = makeGoal({ title: 'Serve others' });
    fakeData.reset({
      goals: [goal],
      tasks: [
        makeTask({
          title: 'Call grandma',
          description: 'Ask about her week',
          category: 'relationships',
          priority: 5,
          scheduledDate: '2000-01-01',
          dueDate: '2000-01-02',
          goalId: goal.id,
        }),
        makeTask({ title: 'Future task', priority: 2, scheduledDate: '2099-01-01' }),
      ],
    });
    renderTasks();
    const item = within(screen.getByText('Call grandma').closest('li') as HTMLElement);
    expect(item.getByText('Ask about her week')).toBeTruthy();
    expect(item.getByText('Relationships')).toBeTruthy();
    expect(item.getByText('Urgent priority')).toBeTruthy();
    expect(item.getByText('Goal: Serve others')).toBeTruthy();
    expect(item.getByText('Scheduled Jan 1, 2000')).toBeTruthy();
    expect(item.getByText('Due Jan 2, 2000')).toBeTruthy();
    expect(item.getByText('Overdue')).toBeTruthy();

    const future = within(screen.getByText('Future task').closest('li') as HTMLElement);
    expect(future.getByText('Below Average priority')).toBeTruthy();
    expect(future.queryByText('Overdue')).toBeNull();
  });

  it("shows five completed tasks, then 'And N more completed tasks...'", () => {
    const completed = Array.from({ length: 7 }, (_, i) =>
      makeTask({ title: `Done ${i + 1}`, completedAt: `2026-02-0${i + 1}T10:00:00.000Z` }),
    );
    fakeData.reset({ tasks: [makeTask({ title: 'Still open' }), ...completed] });
    renderTasks();
    expect(titlesIn('Open tasks')).toEqual(['Still open']);
    // Most recently completed first.
    expect(titlesIn('Completed tasks')).toEqual(['Done 7', 'Done 6', 'Done 5', 'Done 4', 'Done 3']);
    expect(screen.getByText('And 2 more completed tasks...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Completed (7)' })).toBeTruthy();
  });

  it('shows no cut-off line for five or fewer completed tasks', () => {
    fakeData.reset({
      tasks: Array.from({ length: 5 }, (_, i) =>
        makeTask({ title: `Done ${i}`, completedAt: '2026-02-01T10:00:00Z' }),
      ),
    });
    renderTasks();
    expect(titlesIn('Completed tasks')).toHaveLength(5);
    expect(screen.queryByText(/more completed tasks/)).toBeNull();
  });

  it("completes a task with 'Task Completed! 🎉' and reopens it", async () => {
    const task = makeTask({ title: 'Journal' });
    fakeData.reset({ tasks: [task] });
    const { user } = renderTasks();
    await user.click(screen.getByRole('checkbox', { name: 'Journal' }));
    expect(fakeData.mutations.completeTask).toHaveBeenCalledWith(task.id);
    expect(await screen.findByText('Task Completed! 🎉')).toBeTruthy();
    await waitFor(() => expect(titlesIn('Completed tasks')).toEqual(['Journal']));

    await user.click(screen.getByRole('checkbox', { name: 'Journal' }));
    expect(fakeData.mutations.uncompleteTask).toHaveBeenCalledWith(task.id);
    await waitFor(() => expect(titlesIn('Open tasks')).toEqual(['Journal']));
  });

  it('shows the tick at once and takes it back when completing fails', async () => {
    fakeData.reset({ tasks: [makeTask({ title: 'Journal' })] });
    let fail: (error: Error) => void = () => {};
    fakeData.mutations.completeTask.mockImplementationOnce(
      () => new Promise<void>((_, reject) => (fail = reject)),
    );
    const { user } = renderTasks();
    const box = screen.getByRole('checkbox', { name: 'Journal' }) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    fail(new Error('nope'));
    expect(await screen.findByText('Failed to update task. Please try again.')).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it("deletes a task after confirming and says 'Task Deleted'", async () => {
    const task = makeTask({ title: 'Old chore' });
    fakeData.reset({ tasks: [task] });
    const { user } = renderTasks();
    await user.click(screen.getByRole('button', { name: 'Delete task Old chore' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete task?' }));
    expect(confirm.getByText('"Old chore" will be deleted.')).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(fakeData.mutations.deleteTask).toHaveBeenCalledWith(task.id);
    expect(await screen.findByText('Task Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Old chore')).toBeNull());
  });

  describe('the task dialog', () => {
    it('starts with personal, priority 3 (Medium), today and no goal', async () => {
      fakeData.reset({ goals: [makeGoal({ title: 'Grow in prayer' })] });
      const { user } = renderTasks();
      const dialog = await openNewTask(user);
      expect(field(dialog, 'Title').value).toBe('');
      expect(field(dialog, 'Category').value).toBe('personal');
      expect([...(field(dialog, 'Category') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
        'spiritual',
        'personal',
        'work',
        'health',
        'relationships',
      ]);
      const priority = field(dialog, 'Priority') as HTMLSelectElement;
      expect(priority.value).toBe('3');
      expect([...priority.options].map((o) => o.textContent)).toEqual([
        '1 - Low',
        '2 - Below Average',
        '3 - Medium',
        '4 - High',
        '5 - Urgent',
      ]);
      expect(field(dialog, 'Scheduled date').value).toBe(centralDate());
      expect(field(dialog, 'Due date').value).toBe('');
      const goal = field(dialog, 'Goal') as HTMLSelectElement;
      expect(goal.value).toBe('');
      expect([...goal.options].map((o) => o.textContent)).toEqual(['No goal', 'Grow in prayer']);
    });

    it('requires a title and a scheduled date', async () => {
      const { user } = renderTasks();
      const dialog = await openNewTask(user);
      fireEvent.change(field(dialog, 'Scheduled date'), { target: { value: '' } });
      await user.click(dialog.getByRole('button', { name: 'Create Task' }));
      expect(await dialog.findByText('Title is required')).toBeTruthy();
      expect(dialog.getByText('Scheduled date is required')).toBeTruthy();
      expect(fakeData.mutations.createTask).not.toHaveBeenCalled();
    });

    it("creates a task and says 'Task Created'", async () => {
      const goal = makeGoal({ title: 'Grow in prayer' });
      fakeData.reset({ goals: [goal] });
      const { user } = renderTasks();
      const dialog = await openNewTask(user);
      await user.type(field(dialog, 'Title'), 'Morning prayer');
      await user.type(field(dialog, 'Description'), 'Before breakfast');
      await user.selectOptions(field(dialog, 'Category'), 'spiritual');
      await user.selectOptions(field(dialog, 'Priority'), '4');
      fireEvent.change(field(dialog, 'Scheduled date'), { target: { value: '2026-03-02' } });
      fireEvent.change(field(dialog, 'Due date'), { target: { value: '2026-03-05' } });
      await user.selectOptions(field(dialog, 'Goal'), goal.id);
      await user.click(dialog.getByRole('button', { name: 'Create Task' }));

      await waitFor(() =>
        expect(fakeData.mutations.createTask).toHaveBeenCalledWith({
          title: 'Morning prayer',
          description: 'Before breakfast',
          category: 'spiritual',
          priority: 4,
          scheduledDate: '2026-03-02',
          dueDate: '2026-03-05',
          goalId: goal.id,
        }),
      );
      expect(await screen.findByText('Task Created')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Task' })).toBeNull());
      expect(screen.getByText('Morning prayer')).toBeTruthy();
    });

    it('sends no due date, no goal and no description as null', async () => {
      const { user } = renderTasks();
      const dialog = await openNewTask(user);
      await user.type(field(dialog, 'Title'), 'Walk');
      await user.click(dialog.getByRole('button', { name: 'Create Task' }));
      await waitFor(() =>
        expect(fakeData.mutations.createTask).toHaveBeenCalledWith({
          title: 'Walk',
          description: null,
          category: 'personal',
          priority: 3,
          scheduledDate: centralDate(),
          dueDate: null,
          goalId: null,
        }),
      );
    });

    it("says 'Failed to create task. Please try again.' and stays open when saving fails", async () => {
      const { user } = renderTasks();
      fakeData.mutations.createTask.mockRejectedValueOnce(new Error('nope'));
      const dialog = await openNewTask(user);
      await user.type(field(dialog, 'Title'), 'Walk');
      await user.click(dialog.getByRole('button', { name: 'Create Task' }));
      expect(await screen.findByText('Failed to create task. Please try again.')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'New Task' })).toBeTruthy();
    });

    it("edits a task in the prefilled dialog and says 'Task Updated'", async () => {
      const task = makeTask({
        title: 'Budget review',
        category: 'professional',
        priority: 2,
        scheduledDate: '2026-04-01',
        dueDate: '2026-04-03',
      });
      fakeData.reset({ tasks: [task] });
      const { user } = renderTasks();
      await user.click(screen.getByRole('button', { name: 'Edit task Budget review' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit Task' }));
      expect(field(dialog, 'Title').value).toBe('Budget review');
      // A goal-generated 'professional' task shows as Work in the standalone form.
      expect(field(dialog, 'Category').value).toBe('work');
      expect(field(dialog, 'Priority').value).toBe('2');
      expect(field(dialog, 'Scheduled date').value).toBe('2026-04-01');
      expect(field(dialog, 'Due date').value).toBe('2026-04-03');

      fireEvent.change(field(dialog, 'Due date'), { target: { value: '' } });
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() =>
        expect(fakeData.mutations.updateTask).toHaveBeenCalledWith(task.id, {
          title: 'Budget review',
          description: null,
          category: 'work',
          priority: 2,
          scheduledDate: '2026-04-01',
          dueDate: null,
          goalId: null,
        }),
      );
      expect(await screen.findByText('Task Updated')).toBeTruthy();
    });

    it("says 'Failed to update task. Please try again.' when an edit fails", async () => {
      fakeData.reset({ tasks: [makeTask({ title: 'Budget review' })] });
      fakeData.mutations.updateTask.mockRejectedValueOnce(new Error('nope'));
      const { user } = renderTasks();
      await user.click(screen.getByRole('button', { name: 'Edit task Budget review' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit Task' }));
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Failed to update task. Please try again.')).toBeTruthy();
    });
  });
});
