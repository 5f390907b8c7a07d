import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberDb, renderMemberScreen } from '../../test/member';
import { PrayersPage } from './PrayersPage';

const ID = '0190f2c0-0000-7000-8000-000000000300';

async function seeded() {
  const member = memberDb();
  await member.db.prayers.put({
    ...{ id: ID, title: 'Peace', details: 'at home', forWhom: 'The Smiths', category: 'relationships' },
    ...{
      status: 'active',
      answeredAt: null,
      testimony: null,
      sharedCircleId: null,
      sharedAnonymously: false,
      version: 0,
      deleted: false,
    },
    ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
  });
  const rendered = renderMemberScreen(<PrayersPage />, { path: '/prayers' });
  await rendered.ready;
  return { member, user: userEvent.setup() };
}

const card = async () => within(await screen.findByRole('article', { name: 'Peace' }));

describe('a prayer request card', () => {
  it('an edit queues only the changed field', async () => {
    const { member, user } = await seeded();
    await user.click((await card()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Prayer Request' });
    const forWhom = within(dialog).getByLabelText('For whom');
    await user.clear(forWhom);
    await user.type(forWhom, 'The Joneses');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(async () => {
      const queued = (await member.db.outbox.toArray()).filter((m) => m.name === 'prayer.update');
      expect(queued.map((m) => m.args)).toEqual([
        { id: ID, changes: { forWhom: 'The Joneses' }, base: { forWhom: 'The Smiths' } },
      ]);
    });
    expect(await member.db.prayers.get(ID)).toMatchObject({ forWhom: 'The Joneses', details: 'at home' });
  });

  it('archives, restores, and deletes only after the confirm', async () => {
    const { member, user } = await seeded();
    await user.click((await card()).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Archived/ })).toHaveTextContent('1'));
    await user.click(screen.getByRole('tab', { name: /Archived/ }));
    await user.click((await card()).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Active/ })).toHaveTextContent('1'));
    await user.click(screen.getByRole('tab', { name: /Active/ }));
    await user.click((await card()).getByRole('button', { name: 'Delete "Peace"' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete "Peace"' });
    expect((await member.db.prayers.get(ID))?.deleted).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await member.db.prayers.get(ID))?.deleted).toBe(true));
    expect(await screen.findByText('Start your prayer list')).toBeInTheDocument();
  });
});
