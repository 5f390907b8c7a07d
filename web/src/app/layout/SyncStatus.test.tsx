import { createMutations } from '@reign/sync/client/mutations';
import { ReignDb, userDbName } from '@reign/sync/device/database';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../data/sync-hooks';
import { i18n } from '../../i18n';
import { callsTo, type Handler, json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { syncLabel } from './sync-label';

const base: SyncStatus = {
  online: true,
  syncing: false,
  pending: 0,
  lastSyncedAt: null,
  rejected: [],
  repairs: null,
  paused: null,
};

describe('syncLabel', () => {
  it('names the state: offline, signed out, syncing, waiting, synced', () => {
    expect(syncLabel({ ...base, online: false }, i18n)).toBe('Offline');
    expect(syncLabel({ ...base, online: false, pending: 2 }, i18n)).toBe('Offline · 2 changes waiting');
    expect(syncLabel({ ...base, paused: 'signed-out' }, i18n)).toBe('Sign in to sync');
    expect(syncLabel({ ...base, syncing: true }, i18n)).toBe('Syncing…');
    expect(syncLabel({ ...base, pending: 1 }, i18n)).toBe('1 change waiting');
    expect(syncLabel({ ...base, lastSyncedAt: '2026-07-10T14:05:00Z' }, i18n)).toMatch(/^Synced \d{1,2}:05/);
    expect(syncLabel(base, i18n)).toBe('Not synced yet');
  });
});

/** A signed-in user (id 2) whose server is down for sync, so changes stay queued. */
let pullOk = false;
const serverDown: Handler = ({ path }) => {
  if (path === '/api/user') return json(200, makeUser());
  if (path === '/api/logout') return json(200, { message: 'Logged out' });
  if (path.startsWith('/api/sync/pull') && pullOk) {
    return json(200, { changes: [], cursor: 0, hasMore: false, lastAppliedSeq: 0 });
  }
  return json(503, { message: 'Down' });
};

async function renderSignedIn(paid = false) {
  const fetchMock = stubApi((request) =>
    request.path === '/api/user' ? json(200, makeUser({ isPaidMember: paid })) : serverDown(request),
  );
  renderRoutes('/');
  // signed in: the header's links are drawn (at 1024 px the greeting is in the Account panel)
  await screen.findByRole('button', { name: 'Logout' });
  const db = new ReignDb(userDbName(2));
  return { fetchMock, db, mutations: createMutations(db, { queue: true }) };
}

const banner = () => within(screen.getByRole('banner'));

describe('SyncStatus and logout', () => {
  it('shows waiting changes, and Logout warns before leaving them on the device', async () => {
    const { fetchMock, db, mutations } = await renderSignedIn();
    await mutations.createGoal({ title: 'Pray', description: 'Daily', targetDate: '2099-01-01' });
    await banner().findByRole('button', { name: 'Sync: 1 change waiting' });

    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Unsynced changes' });
    expect(dialog.textContent).toContain(
      'You have 1 change that has not synced yet. If you log out now they stay on this device and sync when you sign in again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unsynced changes' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(0);

    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1));
    expect(await db.outbox.count()).toBe(1); // kept for the next sign-in
    db.close();
  });

  it('opens the details on the first press, keeping the focus on the status button', async () => {
    const { fetchMock, db } = await renderSignedIn();
    const status = await banner().findByRole('button', { name: /^Sync: / });
    // the popover's code is not loaded yet, but the button already says what it opens
    expect(status).toHaveAttribute('aria-haspopup', 'dialog');
    expect(status).toHaveAttribute('aria-expanded', 'false');
    status.focus();
    await userEvent.keyboard('{Enter}');

    const details = await screen.findByRole('dialog');
    expect(within(details).getByText(/^(Last synced at|Not synced on this device yet)/)).toBeInTheDocument();
    // the popover took the button over: the same button, focused, now expanded
    const target = banner().getByRole('button', { name: /^Sync: / });
    await waitFor(() => expect(target).toHaveFocus());
    expect(target).toHaveAttribute('aria-expanded', 'true');

    const syncCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/sync')).length;
    const before = syncCalls();
    await userEvent.click(within(details).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(syncCalls()).toBeGreaterThan(before));

    await userEvent.click(target);
    await waitFor(() => expect(target).toHaveAttribute('aria-expanded', 'false'));
    db.close();
  });

  it('opens refused changes: Upgrade, Try again or Discard for a goal over the limit, Discard for others', async () => {
    const { db, mutations } = await renderSignedIn();
    const goal = await mutations.createGoal({
      title: 'Second goal',
      description: 'x',
      targetDate: '2099-01-01',
    });
    await db.outbox.clear();
    await db.rejected.bulkPut([
      {
        id: 'r1',
        seq: 1,
        name: 'goal.create',
        args: { id: goal.id, title: 'Second goal' },
        status: 403,
        message: 'Multiple goals require a paid membership.',
        createdAt: '2026-01-01T00:00:00Z',
      },
      {
        id: 'r2',
        seq: 2,
        name: 'task.update',
        args: { id: goal.id, changes: { title: 'Gone' } },
        status: 404,
        message: 'Task not found.',
        createdAt: '2026-01-01T00:00:00Z',
      },
    ]);
    await userEvent.click(await banner().findByRole('button', { name: '2 not saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes that were not saved' });
    const goalItem = within(dialog).getByRole('listitem', { name: 'New goal: "Second goal"' });
    expect(goalItem.textContent).toContain('paid membership');
    expect(within(goalItem).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
    expect(within(goalItem).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(within(goalItem).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('listitem', { name: /Second goal/ })).not.toBeInTheDocument(),
    );
    expect(await db.goals.get(goal.id)).toBeUndefined();

    const taskItem = within(dialog).getByRole('listitem', { name: 'Task change: "Gone"' });
    await userEvent.click(within(taskItem).getByRole('button', { name: 'Discard' }));
    expect(await within(taskItem).findByText(/Connect to the internet/)).toBeInTheDocument();
    pullOk = true;
    await userEvent.click(within(taskItem).getByRole('button', { name: 'Discard' }));
    await within(dialog).findByText('Everything is saved.');
    pullOk = false;
    db.close();
  });

  it('offers a member the goals refused over the free limit, and sends them again', async () => {
    const { db, mutations } = await renderSignedIn(true);
    const goal = await mutations.createGoal({
      title: 'Second goal',
      description: 'x',
      targetDate: '2099-01-01',
    });
    await db.outbox.clear();
    await db.rejected.put({
      id: 'r1',
      seq: 1,
      name: 'goal.create',
      args: { id: goal.id, title: 'Second goal', description: 'x', targetDate: '2099-01-01' },
      status: 403,
      code: 'free_goal_limit',
      message: 'Multiple goals require a paid membership.',
      createdAt: '2026-01-01T00:00:00Z',
    });
    // the dialog opens by itself once the person is a member
    const dialog = await screen.findByRole('dialog', { name: 'Changes that were not saved' });
    expect(within(dialog).getByText('Your membership is active')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await within(dialog).findByText('Everything is saved.');
    const queued = await db.outbox.toArray();
    expect(queued.map((r) => [r.name, (r.args as { id: string }).id])).toEqual([['goal.create', goal.id]]);
    db.close();
  });
});
