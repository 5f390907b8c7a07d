import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeData, renderWithProviders } from '../dashboard/test-support';
import { CreateGoalDialog } from './CreateGoalDialog';

vi.mock('../../data', async () => (await import('../dashboard/test-support')).fakeDataModule);

beforeEach(() => fakeData.reset());

function renderDialog(props: Partial<Parameters<typeof CreateGoalDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  renderWithProviders(<CreateGoalDialog opened onClose={onClose} onCreated={onCreated} {...props} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Create New Goal' }));
  return { dialog, onClose, onCreated, user: userEvent.setup() };
}

function field(dialog: ReturnType<typeof within>, label: string) {
  return dialog.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLSelectElement;
}

describe('CreateGoalDialog', () => {
  it('starts with the spec defaults: spiritual, year-round, priority 1 (Low)', () => {
    const { dialog } = renderDialog();
    expect(field(dialog, 'Title').value).toBe('');
    expect(field(dialog, 'Description').value).toBe('');
    expect(field(dialog, 'Category').value).toBe('spiritual');
    expect(field(dialog, 'Season').value).toBe('year-round');
    const priority = field(dialog, 'Priority') as HTMLSelectElement;
    expect(priority.value).toBe('1');
    expect(priority.selectedOptions[0]?.textContent).toBe('1 - Low');
    expect([...priority.options].map((o) => o.textContent)).toEqual([
      '1 - Low',
      '2 - Medium-Low',
      '3 - Medium',
      '4 - High',
      '5 - Critical',
    ]);
    expect(field(dialog, 'Target date').value).toBe('');
  });

  it('shows the required messages and stays open without saving', async () => {
    const { dialog, onClose, user } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Create Goal' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    expect(dialog.getByText('Description is required')).toBeTruthy();
    expect(dialog.getByText('Target date is required')).toBeTruthy();
    expect(field(dialog, 'Title').getAttribute('aria-invalid')).toBe('true');
    expect(fakeData.mutations.createGoal).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('treats a title of spaces as empty', async () => {
    const { dialog, user } = renderDialog();
    await user.type(field(dialog, 'Title'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Create Goal' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
  });

  it("creates the goal, says 'Goal Created', closes and hands back the goal", async () => {
    const { dialog, onClose, onCreated, user } = renderDialog();
    await user.type(field(dialog, 'Title'), 'Run a half marathon');
    await user.type(field(dialog, 'Description'), 'Train three times a week');
    await user.selectOptions(field(dialog, 'Category'), 'health');
    await user.selectOptions(field(dialog, 'Season'), 'spring');
    await user.selectOptions(field(dialog, 'Priority'), '5');
    fireEvent.change(field(dialog, 'Target date'), { target: { value: '2026-05-30' } });
    await user.click(dialog.getByRole('button', { name: 'Create Goal' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fakeData.mutations.createGoal).toHaveBeenCalledWith({
      title: 'Run a half marathon',
      description: 'Train three times a week',
      category: 'health',
      season: 'spring',
      priority: 5,
      targetDate: '2026-05-30',
    });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ title: 'Run a half marathon' }));
    expect(await screen.findByText('Goal Created')).toBeTruthy();
    expect(screen.getByText('Your new goal has been added successfully.')).toBeTruthy();
    // The form is empty again for the next goal.
    expect(field(dialog, 'Title').value).toBe('');
    expect(field(dialog, 'Priority').value).toBe('1');
  });

  it("stays open with 'Failed to create goal. Please try again.' when saving fails", async () => {
    const { dialog, onClose, user } = renderDialog();
    fakeData.mutations.createGoal.mockRejectedValueOnce(new Error('Target date is required'));
    await user.type(field(dialog, 'Title'), 'Serve weekly');
    await user.type(field(dialog, 'Description'), 'At the food bank');
    fireEvent.change(field(dialog, 'Target date'), { target: { value: '2026-12-31' } });
    await user.click(dialog.getByRole('button', { name: 'Create Goal' }));

    expect(await screen.findByText('Failed to create goal. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(field(dialog, 'Title').value).toBe('Serve weekly');
  });
});
