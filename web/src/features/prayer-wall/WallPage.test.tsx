import type { MyWallRequest, WallRequest } from '@reign/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

// /circles/wall: the church prayer wall (issue 52) as a member sees it.

const request = (overrides: Partial<WallRequest> = {}): WallRequest => ({
  id: '0190a000-0000-7000-8000-000000000011',
  title: 'Healing for my aunt',
  details: 'Surgery on Friday',
  name: null,
  mine: false,
  approvedAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-12-04T12:00:00.000Z',
  prayedCount: 2,
  ...overrides,
});

const mine: MyWallRequest = {
  id: '0190a000-0000-7000-8000-000000000012',
  title: 'A new job',
  details: null,
  anonymous: false,
  status: 'pending',
  createdAt: '2026-11-21T12:00:00.000Z',
  expiresAt: null,
};

function stubWall(wall: { open: boolean; requests: WallRequest[] }, own: MyWallRequest[] = []) {
  return stubApi(({ method, path }) => {
    if (path === '/api/user') return json(200, makeUser());
    if (path === '/api/wall') return json(200, wall);
    if (path === '/api/wall/mine') return json(200, own);
    if (method === 'POST' && path.endsWith('/report'))
      return json(200, { message: 'Thank you. The request is hidden until a moderator looks at it.' });
    return json(404, {});
  });
}

describe('/circles/wall', () => {
  it('shows an anonymous request without a name, and my own with where it stands', async () => {
    stubWall(
      {
        open: true,
        requests: [
          request(),
          request({ id: '0190a000-0000-7000-8000-000000000013', title: 'Peace', name: 'Ben' }),
        ],
      },
      [mine],
    );
    renderRoutes('/circles/wall');
    const list = await screen.findByRole('list', { name: 'Prayer requests' });
    const anonymous = within(list).getByRole('listitem', { name: 'Healing for my aunt' });
    expect(within(anonymous).getByText('Anonymous')).toBeInTheDocument();
    expect(within(anonymous).getByText('2 prayers')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Peace' })).toHaveTextContent('Ben');
    const own = await screen.findByRole('listitem', { name: 'A new job' });
    expect(within(own).getByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post a request' })).toBeInTheDocument();
  });

  it('says when the wall is closed, with no way to post', async () => {
    stubWall({ open: false, requests: [] });
    renderRoutes('/circles/wall');
    expect(await screen.findByText('The prayer wall is closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post a request' })).not.toBeInTheDocument();
  });

  it('reports a request with its reason', async () => {
    const fetchMock = stubWall({ open: true, requests: [request()] });
    renderRoutes('/circles/wall');
    const card = await screen.findByRole('listitem', { name: 'Healing for my aunt' });
    await userEvent.click(within(card).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this request' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Private details',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(
      await screen.findByText('Thank you. The request is hidden until a moderator looks at it.'),
    ).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', `/api/wall/requests/${request().id}/report`);
    expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toEqual({
      reason: 'Private details',
    });
  });
});
