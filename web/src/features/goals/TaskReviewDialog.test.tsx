import type { SuggestedTask } from '@reign/contract';
import { centralDate } from '@reign/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeGoal } from '../../test/factories';
import { failNextWrite, memberDb, renderMemberScreen } from '../../test/member';
import { TaskReviewDialog, type TaskReviewDialogProps } from './TaskReviewDialog';

const goal = makeGoal({ title: 'Grow in prayer', category: 'spiritual', targetDate: '2099-06-30' });
// The goal the review is for, saved on the member's device.
beforeEach(async () => {
  await memberDb().goal(goal);
});

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

/** The review on the member's real database (open before it returns). */
async function renderReview(props: Partial<TaskReviewDialogProps> = {}) {
  const onDone = vi.fn();
  const { ready } = renderMemberScreen(
    <TaskReviewDialog
      opened
      goal={goal}
      suggestions={suggestions}
      source="fallback"
      onDone={onDone}
      {...props}
    />,
  );
  await ready;
  const dialog = within(screen.getByRole('dialog', { name: 'Review Your Tasks' }));
  const list = () => within(dialog.getByRole('list', { name: /Suggested tasks/ }));
  return { dialog, list, onDone, member: memberDb(), user: userEvent.setup() };
}

describe('TaskReviewDialog', () => {
  it('lists the suggested tasks with their details and says where they came from', async () => {
    const { dialog, list } = await renderReview();
    expect(list().getAllByRole('listitem')).toHaveLength(3);
    const first = within(list().getByRole('listitem', { name: 'Choose a quiet place' }));
    expect(first.getByText('A chair by the window')).toBeInTheDocument();
    expect(first.getByText('Due Mar 1, 2099 · Low priority · 30 min')).toBeInTheDocument();
    expect(first.getByText('Habits need a place.')).toBeInTheDocument();
    expect(dialog.getByText(/Grow in prayer/)).toBeInTheDocument();
    expect(dialog.getByText(/built-in list/)).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Suggested tasks (3)' })).toBeInTheDocument();
  });

  it('edits a task: title, description, due date, priority and minutes', async () => {
    const { list, user } = await renderReview();
    await user.click(list().getByRole('button', { name: 'Edit task Read a Psalm each morning' }));
    const editor = within(list().getByRole('listitem', { name: 'Editing Read a Psalm each morning' }));
    const title = editor.getByRole('textbox', { name: 'Task title' });
    expect(title).toHaveFocus();
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
    expect(item.getByText('Slowly, twice')).toBeInTheDocument();
    expect(item.getByText('Due Feb 14, 2099 · High priority · 10 min')).toBeInTheDocument();
    await waitFor(() =>
      expect(list().getByRole('button', { name: 'Edit task Read Psalm 23' })).toHaveFocus(),
    );
  });

  it('keeps an edit open with an empty title, and Escape discards the edit only', async () => {
    const { dialog, list, onDone, user } = await renderReview();
    await user.click(list().getByRole('button', { name: 'Edit task Keep a prayer journal' }));
    const title = list().getByRole('textbox', { name: 'Task title' });
    await user.clear(title);
    await user.keyboard('{Enter}');
    expect(list().getByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Accept All' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(list().getByRole('listitem', { name: 'Keep a prayer journal' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Review Your Tasks' })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("removes a task with 'Task Removed'", async () => {
    const { list, dialog, user } = await renderReview();
    await user.click(list().getByRole('button', { name: 'Remove task Read a Psalm each morning' }));
    expect(list().queryByText('Read a Psalm each morning')).not.toBeInTheDocument();
    expect(list().getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('Task Removed')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Suggested tasks (2)' })).toBeInTheDocument();
  });

  it("refuses a custom task without a title: 'Title Required' - 'Please enter a task title.'", async () => {
    const { dialog, list, user } = await renderReview();
    await user.type(dialog.getByRole('textbox', { name: 'Custom task title' }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Add custom task' }));
    expect(await screen.findByText('Title Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a task title.')).toBeInTheDocument();
    expect(list().getAllByRole('listitem')).toHaveLength(3);
  });

  it("adds a custom task (Enter or the button) with 'Task Added' and the defaults", async () => {
    const { dialog, list, user } = await renderReview();
    const input = dialog.getByRole('textbox', { name: 'Custom task title' });
    await user.type(input, 'Pray with my family{Enter}');
    expect(await screen.findByText('Task Added')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const item = within(list().getByRole('listitem', { name: 'Pray with my family' }));
    expect(item.getByText('No due date · Low priority · 30 min · Your task')).toBeInTheDocument();
  });

  it('Accept All creates one task per remaining item, generated and custom', async () => {
    const { dialog, list, onDone, member, user } = await renderReview();
    await user.click(list().getByRole('button', { name: 'Remove task Read a Psalm each morning' }));
    await user.type(dialog.getByRole('textbox', { name: 'Custom task title' }), 'Pray with my family');
    await user.click(dialog.getByRole('button', { name: 'Add custom task' }));
    await user.click(dialog.getByRole('button', { name: 'Accept All' }));

    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ created: 3, outcome: 'accepted', afterFailure: false }),
    );
    const calls = (await member.queued('task.create')).map(({ args }) => args);
    expect(calls).toEqual([
      {
        id: expect.any(String),
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
        id: expect.any(String),
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
        id: expect.any(String),
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
    const { dialog, onDone, member, user } = await renderReview();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledWith({ created: 0, outcome: 'cancelled', afterFailure: false });
    expect(await member.queued()).toEqual([]);
  });

  it("says 'Failed to create tasks. Please try again.' and a retry saves only the rest", async () => {
    const { dialog, list, onDone, member, user } = await renderReview();
    // The first task saves, the second does not.
    failNextWrite({ after: 1 });
    await user.click(dialog.getByRole('button', { name: 'Accept All' }));
    expect(await screen.findByText('Failed to create tasks. Please try again.')).toBeInTheDocument();
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
    // Each task saved once: the retry saved only the ones the first attempt had not.
    const titles = (await member.queued('task.create')).map(({ args }) => (args as { title: string }).title);
    expect(titles).toEqual(['Choose a quiet place', 'Read a Psalm each morning', 'Keep a prayer journal']);
  });

  it('offers only Cancel when every task was removed', async () => {
    const { dialog, user } = await renderReview({ suggestions: [suggestion('Only one')] });
    await user.click(dialog.getByRole('button', { name: 'Remove task Only one' }));
    expect(dialog.getByText(/No tasks in the list/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Accept All' })).toBeDisabled();
  });
});
