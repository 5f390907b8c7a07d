import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { CIRCLE_ID, makeCircle, member, stubCircles, TOKEN } from './test-circles';

const PAGE = `/circles/${CIRCLE_ID}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('a circle, as a leader sees it', () => {
  it('shows the members with their roles, and a leader the controls of each other member', async () => {
    stubCircles({ circles: [makeCircle()], invites: [] });
    renderRoutes(PAGE);
    expect(await screen.findByRole('heading', { name: 'Home group', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home group · Reign'));
    expect(screen.getByText('3 members · You lead this circle')).toBeInTheDocument();
    const members = screen.getByRole('list', { name: 'Members' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^ruth\(you\)Leader$/),
      expect.stringMatching(/^Ben/),
      expect.stringMatching(/^Carla/),
    ]);
    // my own row has no controls; each other member's have theirs, described by their name
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    const makeBen = within(rows[1] as HTMLElement).getByRole('button', { name: 'Make leader' });
    expect(makeBen).toHaveAccessibleDescription('Ben');
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Remove' }),
    ).toHaveAccessibleDescription('Carla');
    expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invite people' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete circle' })).toBeInTheDocument();
  });

  it('makes an invitation and shows its code, grouped, and its link, once, with when they stop working', async () => {
    const fetchMock = stubCircles({ circles: [makeCircle()], invites: [] });
    const user = userEvent.setup();
    renderRoutes(PAGE);
    const invite = await screen.findByRole('region', { name: 'Invite people' });
    expect(await within(invite).findByText('No open invitations.')).toBeInTheDocument();
    const days = within(invite).getByRole('combobox', { name: 'Works for' });
    expect(days).toHaveValue('7');
    await user.selectOptions(days, '14');
    await user.click(within(invite).getByRole('button', { name: 'Invite' }));

    const made = await within(invite).findByRole('region', { name: 'New invitation' });
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST', `/api/circles/${CIRCLE_ID}/invites`)[0]?.[1]?.body)),
    ).toEqual({
      days: 14,
    });
    expect(within(made).getByText('ABCDE-FGHJK')).toBeInTheDocument();
    expect(within(made).getByRole('textbox', { name: 'Link' })).toHaveValue(
      `${window.location.origin}/circles/join/${TOKEN}`,
    );
    expect(
      within(made).getByText(/shown only this once: copy them now\. They work until Mar 15, /),
    ).toBeInTheDocument();

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(made).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('ABCDE-FGHJK');
    expect(await within(made).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await user.click(within(made).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/circles/join/${TOKEN}`);

    // listed among the open invitations; revoking it takes its code away too
    const open = await within(invite).findByRole('list', { name: 'Open invitations' });
    await user.click(within(open).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation revoked.')).toBeInTheDocument();
    await waitFor(() => expect(within(invite).queryByRole('region', { name: 'New invitation' })).toBeNull());
    expect(await within(invite).findByText('No open invitations.')).toBeInTheDocument();
  });

  it('removes a member after a confirmation that names them, then focuses the members', async () => {
    const fetchMock = stubCircles({ circles: [makeCircle()], invites: [] });
    const user = userEvent.setup();
    renderRoutes(PAGE);
    const members = await screen.findByRole('list', { name: 'Members' });
    const carla = within(members).getAllByRole('listitem')[2] as HTMLElement;
    await user.click(within(carla).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Carla?' });
    expect(dialog).toHaveTextContent('Carla will no longer see Home group.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(callsTo(fetchMock, 'DELETE', `/api/circles/${CIRCLE_ID}/members/4`)).toHaveLength(1);
    expect(await screen.findByText('Carla was removed from the circle.')).toBeInTheDocument();
    await waitFor(() => expect(within(members).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Members' })).toHaveFocus());
  });

  it('tells the last leader who leads after them, and leaving goes back to the list with a toast', async () => {
    stubCircles({ circles: [makeCircle()], invites: [] });
    const user = userEvent.setup();
    const { router } = renderRoutes(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Leave circle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Home group?' });
    expect(dialog).toHaveTextContent('You are its only leader: Ben will lead Home group after you leave.');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/circles'));
    expect(await screen.findByText('You left the circle.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'You are not in a circle yet' })).toBeInTheDocument();
  });
});

describe('a circle, as a member sees it', () => {
  it('has no leader controls: no rename, invitations, roles, removal or deletion', async () => {
    const fetchMock = stubCircles({
      circles: [makeCircle({ members: [member(1, 'Ana', 'leader'), member(2, 'ruth')] })],
      invites: [],
    });
    renderRoutes(PAGE);
    expect(await screen.findByText('2 members · You are a member')).toBeInTheDocument();
    const members = screen.getByRole('list', { name: 'Members' });
    expect(within(members).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invite people' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete circle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave circle' })).toBeInTheDocument();
    // and the leaders' list of invitations is never asked for
    expect(callsTo(fetchMock, 'GET', `/api/circles/${CIRCLE_ID}/invites`)).toHaveLength(0);
  });

  it('says a circle the person is not in is not found', async () => {
    stubCircles({ circles: [], invites: [] });
    renderRoutes(PAGE);
    expect(await screen.findByRole('heading', { name: 'Circle not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All circles' })).toHaveAttribute('href', '/circles');
    await waitFor(() => expect(document.title).toBe('Circle not found · Reign'));
  });
});
