import { centralDate } from '@reign/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failNextWrite, memberDb, renderMemberScreen } from '../../test/member';
import { TasksTab } from './TasksTab';

/** My Tasks on the member's real database, once it is open. */
async function renderTasks() {
  const rendered = renderMemberScreen(<TasksTab />);
  await rendered.ready;
  return { ...rendered, user: userEvent.setup() };
}

function field(dialog: ReturnType<typeof within>, label: string) {
  return dialog.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLSelectElement;
}

async function openNewTask(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'New Task' }));
  return within(await screen.findByRole('dialog', { name: 'New Task' }));
}

async function titlesIn(listName: string) {
  return within(await screen.findByRole('list', { name: listName }))
    .getAllByRole('checkbox')
    .map((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent);
}

describe('My Tasks', () => {
  it('shows skeletons while the tasks load', () => {
    renderMemberScreen(<TasksTab />);
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
  });

  it("shows the empty state, whose 'Add a Task' opens the dialog", async () => {
    const { user } = await renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Add a Task' }));
    expect(await screen.findByRole('dialog', { name: 'New Task' })).toBeInTheDocument();
  });

  it("shows a task's details with the task priority labels and the overdue mark", async () => {
    const member = memberDb();
    const goal = await member.goal({ title: 'Serve others' });
    await member.task({
      title: 'Call grandma',
      description: 'Ask about her week',
      category: 'relationships',
      priority: 5,
      scheduledDate: '2000-01-01',
      dueDate: '2000-01-02',
      goalId: goal.id,
    });
    await member.task({ title: 'Future task', priority: 2, scheduledDate: '2099-01-01' });
    await renderTasks();
    const item = within((await screen.findByText('Call grandma')).closest('li') as HTMLElement);
    expect(item.getByText('Ask about her week')).toBeInTheDocument();
    expect(item.getByText('Relationships')).toBeInTheDocument();
    expect(item.getByText('Urgent priority')).toBeInTheDocument();
    expect(item.getByText('Goal: Serve others')).toBeInTheDocument();
    expect(item.getByText('Scheduled Jan 1, 2000')).toBeInTheDocument();
    expect(item.getByText('Due Jan 2, 2000')).toBeInTheDocument();
    expect(item.getByText('Overdue')).toBeInTheDocument();

    const future = within(screen.getByText('Future task').closest('li') as HTMLElement);
    expect(future.getByText('Below Average priority')).toBeInTheDocument();
    expect(future.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it("shows five completed tasks, then 'And N more completed tasks...'", async () => {
    const member = memberDb();
    await member.task({ title: 'Still open' });
    // Completed one after another, each a minute later.
    for (let i = 1; i <= 7; i++) await member.task({ title: `Done ${i}`, completedAt: 'now' });
    await renderTasks();
    expect(await titlesIn('Open tasks')).toEqual(['Still open']);
    // Most recently completed first.
    expect(await titlesIn('Completed tasks')).toEqual(['Done 7', 'Done 6', 'Done 5', 'Done 4', 'Done 3']);
    expect(screen.getByText('And 2 more completed tasks...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Completed (7)' })).toBeInTheDocument();
  });

  it('shows no cut-off line for five or fewer completed tasks', async () => {
    const member = memberDb();
    for (let i = 0; i < 5; i++) await member.task({ title: `Done ${i}`, completedAt: 'now' });
    await renderTasks();
    expect(await titlesIn('Completed tasks')).toHaveLength(5);
    expect(screen.queryByText(/more completed tasks/)).not.toBeInTheDocument();
  });

  it("completes a task with 'Task Completed! 🎉' and reopens it", async () => {
    const member = memberDb();
    const task = await member.task({ title: 'Journal' });
    const { user } = await renderTasks();
    await user.click(await screen.findByRole('checkbox', { name: 'Journal' }));
    expect(await screen.findByText('Task Completed! 🎉')).toBeInTheDocument();
    expect(await member.queued()).toEqual([{ name: 'task.complete', args: { id: task.id } }]);
    await waitFor(async () => expect(await titlesIn('Completed tasks')).toEqual(['Journal']));

    await user.click(screen.getByRole('checkbox', { name: 'Journal' }));
    await waitFor(async () => expect(await titlesIn('Open tasks')).toEqual(['Journal']));
    expect(await member.queued('task.uncomplete')).toEqual([
      { name: 'task.uncomplete', args: { id: task.id } },
    ]);
  });

  it('shows the tick at once and takes it back when completing fails', async () => {
    await memberDb().task({ title: 'Journal' });
    const { ready } = renderMemberScreen(<TasksTab />);
    await ready;
    // No pause between events: the tick is checked before the write (which fails) settles.
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByRole('checkbox', { name: 'Journal' });
    failNextWrite();
    await user.click(box);
    expect(box).toBeChecked();
    expect(await screen.findByText('Failed to update task. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it("deletes a task after confirming and says 'Task Deleted'", async () => {
    const member = memberDb();
    const task = await member.task({ title: 'Old chore' });
    const { user } = await renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Delete task Old chore' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete task?' }));
    expect(confirm.getByText('"Old chore" will be deleted.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Task Deleted')).toBeInTheDocument();
    expect(await member.queued()).toEqual([{ name: 'task.delete', args: { id: task.id } }]);
    await waitFor(() => expect(screen.queryByText('Old chore')).not.toBeInTheDocument());
  });

  describe('the task dialog', () => {
    it('starts with personal, priority 3 (Medium), today and no goal', async () => {
      await memberDb().goal({ title: 'Grow in prayer' });
      const { user } = await renderTasks();
      await screen.findByRole('button', { name: 'Add a Task' });
      const dialog = await openNewTask(user);
      expect(field(dialog, 'Title')).toHaveValue('');
      expect(field(dialog, 'Category')).toHaveValue('personal');
      expect([...(field(dialog, 'Category') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
        'spiritual',
        'personal',
        'work',
        'health',
        'relationships',
      ]);
      const priority = field(dialog, 'Priority') as HTMLSelectElement;
      expect(priority).toHaveValue('3');
      expect([...priority.options].map((o) => o.textContent)).toEqual([
        '1 - Low',
        '2 - Below Average',
        '3 - Medium',
        '4 - High',
        '5 - Urgent',
      ]);
      expect(field(dialog, 'Scheduled date')).toHaveValue(centralDate());
      expect(field(dialog, 'Due date')).toHaveValue('');
      const goal = field(dialog, 'Goal') as HTMLSelectElement;
      expect(goal).toHaveValue('');
      expect([...goal.options].map((o) => o.textContent)).toEqual(['No goal', 'Grow in prayer']);
    });

    it('requires a title and a scheduled date', async () => {
      const member = memberDb();
      const { user } = await renderTasks();
      const dialog = await openNewTask(user);
      fireEvent.change(field(dialog, 'Scheduled date'), { target: { value: '' } });
      await user.click(dialog.getByRole('button', { name: 'Create Task' }));
      expect(await dialog.findByText('Title is required')).toBeInTheDocument();
      expect(dialog.getByText('Scheduled date is required')).toBeInTheDocument();
      expect(await member.queued()).toEqual([]);
    });

    it("creates a task and says 'Task Created'", async () => {
      const member = memberDb();
      const goal = await member.goal({ title: 'Grow in prayer' });
      const { user } = await renderTasks();
      await screen.findByRole('button', { name: 'Add a Task' });
      const dialog = await openNewTask(user);
      await user.type(field(dialog, 'Title'), 'Morning prayer');
      await user.type(field(dialog, 'Description'), 'Before breakfast');
      await user.selectOptions(field(dialog, 'Category'), 'spiritual');
      await user.selectOptions(field(dialog, 'Priority'), '4');
      fireEvent.change(field(dialog, 'Scheduled date'), { target: { value: '2026-03-02' } });
      fireEvent.change(field(dialog, 'Due date'), { target: { value: '2026-03-05' } });
      await user.selectOptions(field(dialog, 'Goal'), goal.id);
      await user.click(dialog.getByRole('button', { name: 'Create Task' }));

      expect(await screen.findByText('Task Created')).toBeInTheDocument();
      expect(await member.queued()).toEqual([
        {
          name: 'task.create',
          args: {
            id: expect.any(String),
            title: 'Morning prayer',
            description: 'Before breakfast',
            category: 'spiritual',
            priority: 4,
            scheduledDate: '2026-03-02',
            dueDate: '2026-03-05',
            goalId: goal.id,
          },
        },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Task' })).not.toBeInTheDocument());
      expect(await screen.findByText('Morning prayer')).toBeInTheDocument();
    });

    it('sends no due date, no goal and no description as null', async () => {
      const member = memberDb();
      const { user } = await renderTasks();
      const dialog = await openNewTask(user);
      await user.type(field(dialog, 'Title'), 'Walk');
      await user.click(dialog.getByRole('button', { name: 'Create Task' }));
      await waitFor(async () =>
        expect(await member.queued()).toEqual([
          {
            name: 'task.create',
            args: {
              id: expect.any(String),
              title: 'Walk',
              description: null,
              category: 'personal',
              priority: 3,
              scheduledDate: centralDate(),
              dueDate: null,
              goalId: null,
            },
          },
        ]),
      );
    });

    it("says 'Failed to create task. Please try again.' and stays open when saving fails", async () => {
      const { user } = await renderTasks();
      failNextWrite();
      const dialog = await openNewTask(user);
      await user.type(field(dialog, 'Title'), 'Walk');
      await user.click(dialog.getByRole('button', { name: 'Create Task' }));
      expect(await screen.findByText('Failed to create task. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'New Task' })).toBeInTheDocument();
    });

    it("edits a task in the prefilled dialog and says 'Task Updated'", async () => {
      const member = memberDb();
      const task = await member.task({
        title: 'Budget review',
        category: 'professional',
        priority: 2,
        scheduledDate: '2026-04-01',
        dueDate: '2026-04-03',
      });
      const { user } = await renderTasks();
      await user.click(await screen.findByRole('button', { name: 'Edit task Budget review' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit Task' }));
      expect(field(dialog, 'Title')).toHaveValue('Budget review');
      // A goal-generated 'professional' task shows as Work in the standalone form.
      expect(field(dialog, 'Category')).toHaveValue('work');
      expect(field(dialog, 'Priority')).toHaveValue('2');
      expect(field(dialog, 'Scheduled date')).toHaveValue('2026-04-01');
      expect(field(dialog, 'Due date')).toHaveValue('2026-04-03');

      fireEvent.change(field(dialog, 'Due date'), { target: { value: '' } });
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Task Updated')).toBeInTheDocument();
      expect(await member.queued()).toEqual([
        {
          name: 'task.update',
          args: {
            id: task.id,
            // only the cleared due date: the category stays 'professional', other devices' edits stay
            changes: { dueDate: null },
          },
        },
      ]);
    });

    it("says 'Failed to update task. Please try again.' when an edit fails", async () => {
      await memberDb().task({ title: 'Budget review' });
      const { user } = await renderTasks();
      await user.click(await screen.findByRole('button', { name: 'Edit task Budget review' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Edit Task' }));
      await user.type(field(dialog, 'Title'), ' today');
      failNextWrite();
      await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Failed to update task. Please try again.')).toBeInTheDocument();
    });
  });
});
