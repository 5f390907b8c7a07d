import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failNextWrite, memberDb } from '../../test/member';
import { renderGoals } from './test-render';

describe('My Goals', () => {
  describe("a goal's tasks", () => {
    /** Seeded oldest first, so 'Soon new' is newer than 'Soon old' (same due date). */
    async function withTasks() {
      const member = memberDb();
      const goal = await member.goal({ title: 'Grow in prayer' });
      await member.task({ goalId: goal.id, title: 'Undated' });
      const later = await member.task({ goalId: goal.id, title: 'Later', dueDate: '2099-03-01' });
      await member.task({ goalId: goal.id, title: 'Soon old', dueDate: '2099-01-01' });
      const soonNew = await member.task({ goalId: goal.id, title: 'Soon new', dueDate: '2099-01-01' });
      await member.task({ title: 'Standalone task' });
      return { member, goal, later, soonNew };
    }

    /** My Goals with those tasks and the inline editor of 'Later' open. */
    async function editLater() {
      const seeded = await withTasks();
      const { user } = await renderGoals();
      await user.click(await screen.findByRole('button', { name: 'Edit task Later' }));
      return { ...seeded, user, title: screen.getByLabelText('Task title', { exact: false }) };
    }

    it('lists them by due date, undated last, ties newest first', async () => {
      await withTasks();
      await renderGoals();
      const list = within(await screen.findByRole('list', { name: 'Tasks of Grow in prayer' }));
      expect(
        list
          .getAllByRole('checkbox')
          .map(
            (c) =>
              c.getAttribute('aria-labelledby') &&
              document.getElementById(c.getAttribute('aria-labelledby') ?? '')?.textContent,
          ),
      ).toEqual(['Soon new', 'Soon old', 'Later', 'Undated']);
      expect(screen.queryByText('Standalone task')).not.toBeInTheDocument();
    });

    it('completes and reopens a task from its checkbox', async () => {
      const { member, soonNew } = await withTasks();
      const { user } = await renderGoals();
      await user.click(await screen.findByRole('checkbox', { name: 'Soon new' }));
      expect(await screen.findByText('Task Completed! 🎉')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Soon new' })).toBeChecked());
      await user.click(screen.getByRole('checkbox', { name: 'Soon new' }));
      await waitFor(async () =>
        expect(await member.queued()).toEqual([
          { name: 'task.complete', args: { id: soonNew.id } },
          { name: 'task.uncomplete', args: { id: soonNew.id } },
        ]),
      );
    });

    it("saves an inline edit with Enter and says 'Task Updated'", async () => {
      const { member, later, user, title } = await editLater();
      expect(title).toHaveFocus();
      await user.clear(title);
      await user.type(title, 'Pray at noon');
      await user.type(screen.getByLabelText('Task description'), 'Five minutes');
      await user.type(title, '{Enter}');

      expect(await screen.findByText('Task Updated')).toBeInTheDocument();
      expect(await member.queued()).toEqual([
        {
          name: 'task.update',
          args: {
            id: later.id,
            changes: { title: 'Pray at noon', description: 'Five minutes' },
            // what the person saw: a text another device changed meanwhile is kept beside theirs
            base: { title: 'Later', description: null },
          },
        },
      ]);
      // the form closes once the save has answered (the toast shows as it answers)
      await waitFor(() =>
        expect(screen.queryByLabelText('Task title', { exact: false })).not.toBeInTheDocument(),
      );
      expect(await screen.findByText('Pray at noon')).toBeInTheDocument();
      // Focus returns to the task's Edit button.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Edit task Pray at noon' })).toHaveFocus(),
      );
    });

    it('sends a cleared due date as null', async () => {
      const { member, later, user } = await editLater();
      const due = screen.getByLabelText('Due date');
      fireEvent.change(due, { target: { value: '' } });
      await user.type(due, '{Enter}');
      await waitFor(async () =>
        expect(await member.queued()).toEqual([
          {
            name: 'task.update',
            args: { id: later.id, changes: { dueDate: null } },
          },
        ]),
      );
    });

    it('cancels with Escape without saving', async () => {
      const { member, user, title } = await editLater();
      await user.clear(title);
      await user.type(title, 'Changed{Escape}');
      expect(screen.queryByLabelText('Task title', { exact: false })).not.toBeInTheDocument();
      expect(screen.getByText('Later')).toBeInTheDocument();
      expect(await member.queued()).toEqual([]);
    });

    it('never saves an empty title', async () => {
      const { member, user, title } = await editLater();
      await user.clear(title);
      await user.type(title, '   {Enter}');
      expect(await screen.findByText('Title is required')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await member.queued()).toEqual([]);
      expect(screen.getByLabelText('Task title', { exact: false })).toBeInTheDocument();
    });

    it('keeps the editor open when saving fails', async () => {
      const { user, title } = await editLater();
      failNextWrite();
      await user.type(title, ' again{Enter}');
      expect(await screen.findByText('Failed to update task. Please try again.')).toBeInTheDocument();
      expect(screen.getByLabelText('Task title', { exact: false })).toBeInTheDocument();
    });
  });
});
