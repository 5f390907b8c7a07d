import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '../../test/fetch-stub';
import { failNextWrite, memberDb, renderMemberScreen } from '../../test/member';
import { CreateGoalDialog } from './CreateGoalDialog';

const suggested = (title: string) => ({
  title,
  description: null,
  category: 'health',
  priority: 1,
  estimatedMinutes: 30,
  reasoning: null,
  scheduledDate: '2026-03-01',
  dueDate: '2026-05-30',
});

const GOAL_TASKS = '/api/ai/goal-tasks';
/** How the server answers the suggested tasks in the next render. */
let suggestions: () => Response | Promise<Response>;
beforeEach(() => {
  suggestions = () =>
    json(200, {
      tasks: [suggested('Buy running shoes'), suggested('Run 5 km'), suggested('Run 15 km')],
      source: 'fallback',
    });
});

/** Fills the form with a valid goal and submits it. */
async function submitGoal(dialog: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(dialog, 'Title'), 'Run a half marathon');
  await user.type(field(dialog, 'Description'), 'Train three times a week');
  fireEvent.change(field(dialog, 'Target date'), { target: { value: '2026-05-30' } });
  await user.click(dialog.getByRole('button', { name: 'Create Goal' }));
}

const review = async () => within(await screen.findByRole('dialog', { name: 'Review Your Tasks' }));

/** The dialog on the member's real database (open before it returns). */
async function renderDialog(props: Partial<Parameters<typeof CreateGoalDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const { fetchMock, ready } = renderMemberScreen(
    <CreateGoalDialog opened onClose={onClose} onCreated={onCreated} {...props} />,
    { api: ({ path }) => (path === GOAL_TASKS ? suggestions() : undefined) },
  );
  await ready;
  const dialog = within(screen.getByRole('dialog', { name: 'Create New Goal' }));
  return { dialog, onClose, onCreated, fetchMock, member: memberDb(), user: userEvent.setup() };
}

function field(dialog: ReturnType<typeof within>, label: string) {
  return dialog.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLSelectElement;
}

describe('CreateGoalDialog', () => {
  it('starts with the spec defaults: spiritual, year-round, priority 1 (Low)', async () => {
    const { dialog } = await renderDialog();
    expect(field(dialog, 'Title')).toHaveValue('');
    expect(field(dialog, 'Description')).toHaveValue('');
    expect(field(dialog, 'Category')).toHaveValue('spiritual');
    expect(field(dialog, 'Season')).toHaveValue('year-round');
    const priority = field(dialog, 'Priority') as HTMLSelectElement;
    expect(priority).toHaveValue('1');
    expect(priority.selectedOptions[0]?.textContent).toBe('1 - Low');
    expect([...priority.options].map((o) => o.textContent)).toEqual([
      '1 - Low',
      '2 - Medium-Low',
      '3 - Medium',
      '4 - High',
      '5 - Critical',
    ]);
    expect(field(dialog, 'Target date')).toHaveValue('');
  });

  it('shows the required messages and stays open without saving', async () => {
    const { dialog, onClose, member, user } = await renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Create Goal' }));
    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByText('Description is required')).toBeInTheDocument();
    expect(dialog.getByText('Target date is required')).toBeInTheDocument();
    expect(field(dialog, 'Title')).toHaveAttribute('aria-invalid', 'true');
    expect(await member.queued()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('treats a title of spaces as empty', async () => {
    const { dialog, user } = await renderDialog();
    await user.type(field(dialog, 'Title'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Create Goal' }));
    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
  });

  it("creates the goal, reviews its tasks, and on Cancel says 'Goal Created', closes and hands back the goal", async () => {
    const { dialog, onClose, onCreated, fetchMock, member, user } = await renderDialog();
    await user.type(field(dialog, 'Title'), 'Run a half marathon');
    await user.type(field(dialog, 'Description'), 'Train three times a week');
    await user.selectOptions(field(dialog, 'Category'), 'health');
    await user.selectOptions(field(dialog, 'Season'), 'spring');
    await user.selectOptions(field(dialog, 'Priority'), '5');
    fireEvent.change(field(dialog, 'Target date'), { target: { value: '2026-05-30' } });
    await user.click(dialog.getByRole('button', { name: 'Create Goal' }));

    // The goal is saved first, then the tasks are asked for with it.
    const reviewDialog = await review();
    expect(screen.queryByRole('dialog', { name: 'Create New Goal' })).not.toBeInTheDocument();
    expect(await member.db.goals.count()).toBe(1);
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', GOAL_TASKS)[0]?.[1]?.body))).toEqual({
      title: 'Run a half marathon',
      description: 'Train three times a week',
      category: 'health',
      targetDate: '2026-05-30',
    });
    expect(reviewDialog.getAllByRole('listitem')).toHaveLength(3);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(reviewDialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await member.queued()).toEqual([
      {
        name: 'goal.create',
        args: {
          id: expect.any(String),
          title: 'Run a half marathon',
          description: 'Train three times a week',
          category: 'health',
          season: 'spring',
          priority: 5,
          targetDate: '2026-05-30',
        },
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ title: 'Run a half marathon' }));
    expect(await screen.findByText('Goal Created')).toBeInTheDocument();
    expect(screen.getByText('Your new goal has been added successfully.')).toBeInTheDocument();
    // The form is empty again for the next goal (the parent here keeps `opened`, so it shows again).
    const again = within(screen.getByRole('dialog', { name: 'Create New Goal' }));
    expect(field(again, 'Title')).toHaveValue('');
    expect(field(again, 'Priority')).toHaveValue('1');
  });

  it("accepts the reviewed tasks: one task each, 'Goal Created Successfully!' with the count", async () => {
    const { dialog, onClose, onCreated, member, user } = await renderDialog();
    await submitGoal(dialog, user);
    const reviewDialog = await review();
    await user.click(reviewDialog.getByRole('button', { name: 'Accept All' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await member.queued('task.create')).toHaveLength(3);
    const goalId = (await member.db.goals.toArray())[0]?.id;
    expect(
      (await member.db.tasks.orderBy('createdAt').toArray()).map((t) => [t.goalId, t.title, t.aiSuggested]),
    ).toEqual([
      [goalId, 'Buy running shoes', true],
      [goalId, 'Run 5 km', true],
      [goalId, 'Run 15 km', true],
    ]);
    expect(await screen.findByText('Goal Created Successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your goal was created with 3 tasks.')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ title: 'Run a half marathon' }));
    expect(screen.queryByRole('dialog', { name: 'Review Your Tasks' })).not.toBeInTheDocument();
  });

  it("shows 'Creating Your Goal' (up to 30 seconds) while the tasks are generated", async () => {
    let answer: (response: Response) => void = () => {};
    suggestions = () => new Promise<Response>((resolve) => (answer = resolve));
    const { dialog, user } = await renderDialog();
    await submitGoal(dialog, user);
    expect(await dialog.findByText('Creating Your Goal', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(dialog.getByText('AI task creation may take up to 30 seconds.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer(json(200, { tasks: [suggested('Run 5 km')], source: 'ai' }));
    const reviewDialog = await review();
    expect(reviewDialog.getByText('Suggested with AI for this goal.')).toBeInTheDocument();
  });

  it('offers the built-in suggestions when the server cannot answer', async () => {
    suggestions = () => json(503, { message: 'Service unavailable' });
    const { dialog, user } = await renderDialog();
    await submitGoal(dialog, user);
    const reviewDialog = await review();
    expect(reviewDialog.getAllByRole('listitem')).toHaveLength(3);
  });

  it('with compactErrors shows only the title and target date messages inline', async () => {
    const { dialog, member, user } = await renderDialog({ compactErrors: true });
    await user.click(dialog.getByRole('button', { name: 'Create Goal' }));
    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByText('Target date is required')).toBeInTheDocument();
    expect(dialog.queryByText('Description is required')).not.toBeInTheDocument();
    expect(field(dialog, 'Description')).toHaveAttribute('aria-invalid', 'true');
    expect(await member.queued()).toEqual([]);
  });

  it("stays open with 'Failed to create goal. Please try again.' when saving fails", async () => {
    const { dialog, onClose, fetchMock, user } = await renderDialog();
    failNextWrite();
    await user.type(field(dialog, 'Title'), 'Serve weekly');
    await user.type(field(dialog, 'Description'), 'At the food bank');
    fireEvent.change(field(dialog, 'Target date'), { target: { value: '2026-12-31' } });
    await user.click(dialog.getByRole('button', { name: 'Create Goal' }));

    expect(await screen.findByText('Failed to create goal. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(field(dialog, 'Title')).toHaveValue('Serve weekly');
    // Nothing is asked for a goal that was not saved.
    expect(callsTo(fetchMock, 'POST', GOAL_TASKS)).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Review Your Tasks' })).not.toBeInTheDocument();
  });
});
