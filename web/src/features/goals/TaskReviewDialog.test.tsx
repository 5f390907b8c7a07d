import type { SuggestedTask } from '@reign/contract';
import { centralDate } from '@reign/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeData, makeGoal, renderWithProviders } from '../dashboard/test-support';
import { TaskReviewDialog, type TaskReviewDialogProps } from './TaskReviewDialog';

vi.mock('../../data', async () => (await import('../dashboard/test-support')).fakeDataModule);

beforeEach(() => fakeData.reset());

const goal = makeGoal({ title: 'Grow in prayer', category: 'spiritual', targetDate: '2099-06-30' });

function suggestion(title: string, overrides: Partial<SuggestedTask> = {}): SuggestedTask {
  return {
    title,
    description: null,
    category: 'spiritual',
    priority: 1,
    estimatedMinutes: 30,
    reasoning: null,
    scheduledDate: '2099-01-01',
    dueDate: '2099-03-01',
    ...overrides,
  };
}

const suggestions = [
  suggestion('Choose a quiet place', {
    description: 'A chair by the window',
    reasoning: 'Habits need a place.',
  }),
  suggestion('Read a Psalm each morning', { dueDate: '2099-04-15' }),
  suggestion('Keep a prayer journal', { dueDate: '2099-06-30', priority: 3, estimatedMinutes: 20 }),
];

function renderReview(props: Partial<TaskReviewDialogProps> = {}) {
  const onDone = vi.fn();
  renderWithProviders(
    <TaskReviewDialog
      opened
      goal={goal}
      suggestions={suggestions}
      source="fallback"
      onDone={onDone}
      {...props}
    />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Review Your Tasks' }));
  const list = () => within(dialog.getByRole('list', { name: /Suggested tasks/ }));
  return { dialog, list, onDone, user: userEvent.setup() };
}

describe('TaskReviewDialog', () => {
  it('lists the suggested tasks with their details and says where they came from', () => {
    const { dialog, list } = renderReview();
    expect(list().getAllByRole('listitem')).toHaveLength(3);
    const first = within(list().getByRole('listitem', { name: 'Choose a quiet place' }));
    expect(first.getByText('A chair by the window')).toBeTruthy();
    expect(first.getByText('Due Mar 1, 2099 · Low priority · 30 min')).toBeTruthy();
    expect(first.getByText('Habits need a place.')).toBeTruthy();
    expect(dialog.getByText(/Grow in prayer/)).toBeTruthy();
    expect(dialog.getByText(/built-in list/)).toBeTruthy();
    expect(dialog.getByRole('heading', { name: 'Suggested tasks (3)' })).toBeTruthy();
  });

  it('edits a task: title, description, due date, priority and minutes', async () => {
    const { list, user } = renderReview();
    await user.click(list().getByRole('button', { name: 'Edit task Read a Psalm each morning' }));
    const editor = within(list().getByRole('listitem', { name: 'Editing Read a Psalm each morning' }));
    const title = editor.getByRole('textbox', { name: 'Task title' });
    expect(document.activeElement).toBe(title);
    await user.clear(title);
    await user.type(title, 'Read Psalm 23');
    await user.type(editor.getByRole('textbox', { name: 'Task description' }), 'Slowly, twice');
    fireEvent.change(editor.getByLabelText('Due date'), { target: { value: '2099-02-14' } });
    await user.selectOptions(editor.getByLabelText('Priority'), '4');
    const minutes = editor.getByLabelText('Estimated minutes');
    await user.clear(minutes);
    await user.type(minutes, '10');
    await user.click(editor.getByRole('button', { name: 'Save task' }));

    const item = within(list().getByRole('listitem', { name: 'Read Psalm 23' }));
    expect(item.getByText('Slowly, twice')).toBeTruthy();
    expect(item.getByText('Due Feb 14, 2099 · High priority · 10 min')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(list().getByRole('button', { name: 'Edit task Read Psalm 23' })),
    );
  });

  it('keeps an edit open with an empty title, and Escape discards the edit only', async () => {
    const { dialog, list, onDone, user } = renderReview();
    await user.click(list().getByRole('button', { name: 'Edit task Keep a prayer journal' }));
    const title = list().getByRole('textbox', { name: 'Task title' });
    await user.clear(title);
    await user.keyboard('{Enter}');
    expect(list().getByText('Title is required')).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Accept All' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(list().getByRole('listitem', { name: 'Keep a prayer journal' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Review Your Tasks' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("removes a task with 'Task Removed'", async () => {
    const { list, dialog, user } = renderReview();
    await user.click(list().getByRole('button', { name: 'Remove task Read a Psalm each morning' }));
    expect(list().queryByText('Read a Psalm each morning')).toBeNull();
    expect(list().getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('Task Removed')).toBeTruthy();
    expect(dialog.getByRole('heading', { name: 'Suggested tasks (2)' })).toBeTruthy();
  });

  it("refuses a custom task without a title: 'Title Required' - 'Please enter a task title.'", async () => {
    const { dialog, list, user } = renderReview();
    await user.type(dialog.getByRole('textbox', { name: 'Custom task title' }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Add custom task' }));
    expect(await screen.findByText('Title Required')).toBeTruthy();
    expect(screen.getByText('Please enter a task title.')).toBeTruthy();
    expect(list().getAllByRole('listitem')).toHaveLength(3);
  });

  it("adds a custom task (Enter or the button) with 'Task Added' and the defaults", async () => {
    const { dialog, list, user } = renderReview();
    const input = dialog.getByRole('textbox', { name: 'Custom task title' });
    await user.type(input, 'Pray with my family{Enter}');
    expect(await screen.findByText('Task Added')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    const item = within(list().getByRole('listitem', { name: 'Pray with my family' }));
    expect(item.getByText('No due date · Low priority · 30 min · Your task')).toBeTruthy();
  });

  it('Accept All creates one task per remaining item, generated and custom', async () => {
    const { dialog, list, onDone, user } = renderReview();
    await user.click(list().getByRole('button', { name: 'Remove task Read a Psalm each morning' }));
    await user.type(dialog.getByRole('textbox', { name: 'Custom task title' }), 'Pray with my family');
    await user.click(dialog.getByRole('button', { name: 'Add custom task' }));
    await user.click(dialog.getByRole('button', { name: 'Accept All' }));

    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ created: 3, outcome: 'accepted', afterFailure: false }),
    );
    const calls = fakeData.mutations.createTask.mock.calls.map(([values]) => values);
    expect(calls).toEqual([
      {
        goalId: goal.id,
        title: 'Choose a quiet place',
        description: 'A chair by the window',
        category: 'spiritual',
        priority: 1,
        estimatedMinutes: 30,
        aiSuggested: true,
        reasoning: 'Habits need a place.',
        scheduledDate: '2099-01-01',
        dueDate: '2099-03-01',
      },
      {
        goalId: goal.id,
        title: 'Keep a prayer journal',
        description: null,
        category: 'spiritual',
        priority: 3,
        estimatedMinutes: 20,
        aiSuggested: true,
        reasoning: null,
        scheduledDate: '2099-01-01',
        dueDate: '2099-06-30',
      },
      {
        goalId: goal.id,
        title: 'Pray with my family',
        description: null,
        category: 'personal',
        priority: 1,
        estimatedMinutes: 30,
        aiSuggested: false,
        reasoning: null,
        scheduledDate: centralDate(),
        dueDate: null,
      },
    ]);
  });

  it('Cancel keeps the goal and creates no tasks', async () => {
    const { dialog, onDone, user } = renderReview();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledWith({ created: 0, outcome: 'cancelled', afterFailure: false });
    expect(fakeData.mutations.createTask).not.toHaveBeenCalled();
  });

  it("says 'Failed to create tasks. Please try again.' and a retry saves only the rest", async () => {
    const { dialog, list, onDone, user } = renderReview();
    fakeData.mutations.createTask.mockImplementationOnce(async (values) => {
      return { ...goal, ...values } as never;
    });
    fakeData.mutations.createTask.mockRejectedValueOnce(new Error('Your data is still loading.'));
    await user.click(dialog.getByRole('button', { name: 'Accept All' }));
    expect(await screen.findByText('Failed to create tasks. Please try again.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(
      list()
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Read a Psalm each morning', 'Keep a prayer journal']);

    await user.click(dialog.getByRole('button', { name: 'Accept All' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ created: 3, outcome: 'accepted', afterFailure: true }),
    );
    const titles = fakeData.mutations.createTask.mock.calls.map(([values]) => values.title);
    expect(titles).toEqual([
      'Choose a quiet place',
      'Read a Psalm each morning',
      'Read a Psalm each morning',
      'Keep a prayer journal',
    ]);
  });

  it('offers only Cancel when every task was removed', async () => {
    const { dialog, user } = renderReview({ suggestions: [suggestion('Only one')] });
    await user.click(dialog.getByRole('button', { name: 'Remove task Only one' }));
    expect(dialog.getByText(/No tasks in the list/)).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Accept All' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
