import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fetch-stub';
import { memberDb, renderMemberScreen } from '../../test/member';
import { PrayersPage } from './PrayersPage';

// Sharing a request with a circle from its card (issue 52): kept on this device and queued.

const ID = '0190f2c0-0000-7000-8000-000000000301';
const CIRCLE = '0190f2c0-0000-7000-8000-0000000000c1';

describe('sharing a prayer request', () => {
  it('shares with a chosen circle without my name, then shows where; "Only me" stops it', async () => {
    const member = memberDb();
    await member.db.prayers.put({
      ...{ id: ID, title: 'Peace', details: null, forWhom: null, category: 'relationships' },
      ...{
        status: 'active',
        answeredAt: null,
        testimony: null,
        sharedCircleId: null,
        sharedAnonymously: false,
      },
      ...{
        version: 0,
        deleted: false,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    const circles = [{ id: CIRCLE, name: 'Home group', role: 'member', memberCount: 3, version: 4 }];
    const rendered = renderMemberScreen(<PrayersPage />, {
      path: '/prayers',
      api: ({ method, path }) =>
        method === 'GET' && path === '/api/circles' ? json(200, circles) : undefined,
    });
    await rendered.ready;
    const user = userEvent.setup();
    const card = within(await screen.findByRole('article', { name: 'Peace' }));
    await user.click(await card.findByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share with a circle' }));
    expect(dialog.getByRole('checkbox', { name: 'Share without my name' })).toBeDisabled();
    const who = dialog.getByRole('combobox', { name: 'Who sees this request' });
    await waitFor(() => expect(within(who).getByRole('option', { name: 'Home group' })).toBeInTheDocument());
    await user.selectOptions(who, 'Home group');
    await user.click(dialog.getByRole('checkbox', { name: 'Share without my name' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await card.findByText('Shared with Home group, without your name')).toBeInTheDocument();
    expect(await member.queued('prayer.share')).toEqual([
      { name: 'prayer.share', args: { id: ID, circleId: CIRCLE, anonymous: true } },
    ]);

    await user.click(card.getByRole('button', { name: 'Share' }));
    const again = within(await screen.findByRole('dialog', { name: 'Share with a circle' }));
    await user.selectOptions(again.getByRole('combobox', { name: 'Who sees this request' }), 'Only me');
    await user.click(again.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(card.queryByText(/Shared with/)).toBeNull());
    expect((await member.queued('prayer.share')).at(-1)?.args).toEqual({
      id: ID,
      circleId: null,
      anonymous: false,
    });
  });
});
