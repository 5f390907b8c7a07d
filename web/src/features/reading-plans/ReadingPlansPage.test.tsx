import { addDays, centralDate } from '@reign/domain';
import { createMutations } from '@reign/sync/client/mutations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberDb, renderMemberScreen } from '../../test/member';
import { ReadingPlansPage } from './ReadingPlansPage';

async function renderPage(path = '/plans') {
  const rendered = renderMemberScreen(<ReadingPlansPage />, { path });
  await rendered.ready;
  return { ...rendered, user: userEvent.setup() };
}

describe('reading plans', () => {
  it('starts Bible in a Year from the catalogue, with its length and minutes a day, and ticks day 1', async () => {
    const { user } = await renderPage();
    expect(await screen.findByText('No plan yet')).toBeInTheDocument();
    expect(document.title).toBe('Reading plans · Reign');
    const offer = screen.getByRole('heading', { name: 'Bible in a Year' }).closest('li') as HTMLElement;
    expect(within(offer).getByText(/^365 days · about \d+ minutes a day$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Bible in a Year' }));
    const plan = await screen.findByRole('region', { name: 'Bible in a Year' });
    expect(within(plan).getByText(/Day 1 of 365/)).toBeInTheDocument();
    await user.click(within(plan).getByRole('checkbox', { name: /^Mark day 1 as read: Genesis 1–\d$/ }));
    expect(await within(plan).findByText('1 of 365 days read')).toBeInTheDocument();
    const [row] = await memberDb().db.readingProgress.toArray();
    expect(row).toMatchObject({ day: 1, readOn: centralDate(), deleted: false });
    expect(localStorage.getItem('reign-reading-plans')).toBe('active');
  });

  it('makes your own plan: at least one book, at most 730 days, read in canonical order', {
    timeout: 30_000,
  }, async () => {
    const { user } = await renderPage();
    const form = await screen.findByRole('form', { name: 'Make your own plan' });
    await user.click(within(form).getByRole('button', { name: 'Start my plan' }));
    expect(await within(form).findByText('Choose at least one book')).toBeInTheDocument();
    const days = within(form).getByRole('textbox', { name: 'Days' });
    await user.clear(days);
    await user.type(days, '800');
    await user.tab();
    expect(days).toHaveValue('730');
    await user.clear(days);
    await user.type(days, '4');
    await user.click(within(form).getAllByLabelText('Books')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Ruth' }));
    expect(await within(form).findByText(/^4 days · about \d+ minutes? a day$/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Start my plan' }));
    const plan = await screen.findByRole('region', { name: 'Ruth in 4 days' });
    expect(within(plan).getAllByRole('checkbox', { name: /^Mark day \d as read: Ruth \d$/ })).toHaveLength(4);
    expect(await memberDb().db.readingPlans.toArray()).toMatchObject([
      { planKey: 'custom', customBooks: ['Ruth'], customDays: 4, status: 'active' },
    ]);
  });

  it('shows a plan three days behind without blame, and catching up keeps every day read', async () => {
    const member = memberDb();
    const today = centralDate();
    const writes = createMutations(member.db, { queue: false });
    const plan = await writes.startReadingPlan({ planKey: 'gospels-30', startDate: addDays(today, -4) });
    await writes.markReadingDay(plan.id, 1, true, addDays(today, -4));
    const { user } = await renderPage(`/plans?plan=${plan.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are 3 days behind');
    await user.click(within(alert).getByRole('button', { name: 'Catch up over the next week' }));
    expect(await screen.findByText('Catching up')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('You are 3 days behind')).not.toBeInTheDocument());
    // the first of the missed days is today's, on top of today's own
    const days = within(screen.getByRole('list', { name: 'Days' }));
    expect(days.getByRole('checkbox', { name: /^Mark day 5 as read/ })).not.toBeChecked();
    const stored = await member.db.readingPlans.get(plan.id);
    expect(stored).toMatchObject({ catchUpFrom: today, catchUpDays: [2, 3, 4] });
    expect(await member.db.readingProgress.count()).toBe(1);
  });
});
