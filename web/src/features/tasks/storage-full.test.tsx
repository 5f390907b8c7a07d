import { createMutations } from '@reign/sync/client/mutations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failNextWrite, memberDb, renderMemberScreen } from '../../test/member';
import { TasksTab } from './TasksTab';

async function renderTasks() {
  const user = userEvent.setup();
  const { ready } = renderMemberScreen(<TasksTab />);
  await ready;
  return { user };
}

function field(dialog: ReturnType<typeof within>, label: string) {
  return dialog.getByLabelText(label, { exact: false });
}

describe('a full device', () => {
  it('says when the device is out of space, and keeps the changes already waiting', async () => {
    const member = memberDb();
    const task = await member.task({ title: 'Budget review' });
    await createMutations(member.db, { queue: true }).completeTask(task.id);
    const { user } = await renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Edit task Budget review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Task' }));
    await user.type(field(dialog, 'Title'), ' today');
    failNextWrite({ quota: true });
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/This device is out of storage space/)).toBeInTheDocument();
    // the dialog stays open with what was typed; the earlier change is still queued
    expect(field(dialog, 'Title')).toHaveValue('Budget review today');
    expect(await member.queued()).toEqual([{ name: 'task.complete', args: { id: task.id } }]);
  }, 15_000);
});
