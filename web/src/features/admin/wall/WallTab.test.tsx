import type { ModeratedWallRequest } from '@reign/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/query-client';
import { callsTo, json, stubApi } from '../../../test/fetch-stub';
import { Providers } from '../../../test/render-app';
import { WallTab } from './WallTab';

// The admin's 'Prayer wall' tab: the settings and the two queues, with the author always named.

const waiting: ModeratedWallRequest = {
  id: '0190a000-0000-7000-8000-000000000021',
  title: 'Healing for my aunt',
  details: null,
  anonymous: true,
  authorId: 7,
  authorName: 'Ana',
  status: 'pending',
  createdAt: '2026-11-21T12:00:00.000Z',
  expiresAt: null,
  reports: [],
};
const reported: ModeratedWallRequest = {
  ...waiting,
  id: '0190a000-0000-7000-8000-000000000022',
  title: 'Peace at home',
  anonymous: false,
  status: 'inReview',
  reports: [{ reason: 'Names a neighbour', reportedAt: '2026-11-22T12:00:00.000Z' }],
};

function showTab() {
  return stubApi(({ method, path }) => {
    if (path === '/api/admin/wall/settings') return json(200, { open: true, expiryDays: 14 });
    if (path === '/api/admin/wall/queue') return json(200, { pending: [waiting], reported: [reported] });
    if (method === 'POST' && path.startsWith('/api/admin/wall/requests/'))
      return json(200, { ...waiting, status: 'approved' });
    return json(404, {});
  });
}

beforeEach(() => queryClient.clear());

describe('WallTab', () => {
  it('names the author of an anonymous request to the moderator, and approves it', async () => {
    const fetchMock = showTab();
    render(
      <Providers>
        <WallTab />
      </Providers>,
    );
    const card = await screen.findByRole('listitem', { name: 'Healing for my aunt' });
    expect(within(card).getByText('By Ana')).toBeInTheDocument();
    expect(within(card).getByText('Anonymous to members')).toBeInTheDocument();
    const inReview = screen.getByRole('listitem', { name: 'Peace at home' });
    expect(within(inReview).getByText('Names a neighbour')).toBeInTheDocument();
    expect(within(inReview).getByRole('button', { name: 'Keep on the wall' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'The wall is open to every member' })).toBeChecked();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: it is on the wall.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/admin/wall/requests/${waiting.id}/approve`)).toHaveLength(1);
  });
});
