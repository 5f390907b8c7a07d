import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { mine, request, stubWall } from './test-wall';

// /circles/wall: the church prayer wall (issue 52) as a member sees it.

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

  it("'I prayed' pressed again after a lost answer sends the same tap; the next prayer is a new one", async () => {
    let answers = 0;
    const fetchMock = stubApi(({ method, path }) => {
      if (path === '/api/user') return json(200, makeUser());
      if (path === '/api/wall') return json(200, { open: true, requests: [request()] });
      if (path === '/api/wall/mine') return json(200, []);
      if (method === 'POST' && path.endsWith('/prayed')) {
        answers += 1;
        // the first answer is lost on the way (the server may have counted it)
        if (answers === 1) throw new TypeError('Failed to fetch');
        return json(200, request({ prayedCount: 3 }));
      }
      return json(404, {});
    });
    renderRoutes('/circles/wall');
    const card = await screen.findByRole('listitem', { name: 'Healing for my aunt' });
    const prayed = within(card).getByRole('button', { name: 'I prayed' });
    await userEvent.click(prayed);
    expect(await screen.findByText('Your prayer was not counted')).toBeInTheDocument();
    await userEvent.click(prayed);
    await vi.waitFor(() => expect(answers).toBe(2));
    await userEvent.click(prayed);
    await vi.waitFor(() => expect(answers).toBe(3));
    const taps = callsTo(fetchMock, 'POST', `/api/wall/requests/${request().id}/prayed`).map(
      ([, init]) => (JSON.parse(String((init as RequestInit).body)) as { tapId: string }).tapId,
    );
    expect(taps).toHaveLength(3);
    expect(taps[1]).toBe(taps[0]);
    expect(taps[2]).not.toBe(taps[0]);
  });
});
