import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { CIRCLE_ID, makeCircle, member, stubCircles } from './test-circles';

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe('/circles', () => {
  it('lists my circles with my role and how many are in each (one member, three members)', async () => {
    stubCircles({
      circles: [
        makeCircle(),
        makeCircle({
          id: '0190a000-0000-7000-8000-000000000002',
          name: 'Just me',
          members: [member(2, 'ruth', 'member')],
        }),
      ],
      invites: [],
    });
    renderRoutes('/circles');
    const list = await screen.findByRole('list', { name: 'Your circles' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Home group' })).toHaveAttribute(
      'href',
      `/circles/${CIRCLE_ID}`,
    );
    expect(within(rows[0] as HTMLElement).getByText('3 members')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Leader')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('1 member')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New circle' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Circles · Reign'));
  });

  it('explains what a circle is when there is none, with both ways in', async () => {
    stubCircles({ circles: [], invites: [] });
    renderRoutes('/circles');
    expect(await screen.findByRole('heading', { name: 'You are not in a circle yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Pray and read together with your family, small group or church.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New circle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join with a code' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and an error with Try again when the list cannot be read', async () => {
    let fail = true;
    stubApi(({ path }) => {
      if (path === '/api/user') return json(200, makeUser());
      if (path === '/api/circles') return fail ? json(500, {}) : json(200, []);
      return json(404, {});
    });
    renderRoutes('/circles');
    expect(await screen.findByRole('status', { name: 'Loading your circles' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your circles could not be loaded');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are not in a circle yet' })).toBeInTheDocument();
  });

  it('makes a circle and opens it', async () => {
    const fetchMock = stubCircles({ circles: [], invites: [] });
    const user = userEvent.setup();
    const { router } = renderRoutes('/circles');
    await user.click(await screen.findByRole('button', { name: 'New circle' }));
    const dialog = await screen.findByRole('dialog', { name: 'New circle' });
    await user.click(within(dialog).getByRole('button', { name: 'Create circle' }));
    expect(await within(dialog).findByText('Give the circle a name')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/circles')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Home group ');
    await user.click(within(dialog).getByRole('button', { name: 'Create circle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/circles/${CIRCLE_ID}`));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/circles')[0])).toEqual({ name: 'Home group' });
    expect(await screen.findByRole('heading', { name: 'Home group', level: 1 })).toBeInTheDocument();
  });
});

describe('Join with a code', () => {
  async function typeCode(typed: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join with a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join with a code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Invitation code' }), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    return dialog;
  }

  it.each([
    ['abcde-fghjk', 'ABCDEFGHJK'],
    ['abcdefghjk', 'ABCDEFGHJK'],
    [' ABCDE FGHJK ', 'ABCDEFGHJK'],
    // Crockford's look-alikes: O is 0, I and L are 1
    ['oilxx-xxxxx', '011XXXXXXX'],
  ])('sends %j as the code %s, then opens the circle', async (typed, sent) => {
    const fetchMock = stubCircles({ circles: [], invites: [] });
    const { router } = renderRoutes('/circles');
    await typeCode(typed);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/circles/${CIRCLE_ID}`));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/circles/join')[0])).toEqual({ code: sent });
    expect(await screen.findByText('Welcome to Home group')).toBeInTheDocument();
  });

  it('refuses a code that is not 10 letters and digits before asking the server', async () => {
    const fetchMock = stubCircles({ circles: [], invites: [] });
    renderRoutes('/circles');
    const dialog = await typeCode('abc-12');
    expect(
      await within(dialog).findByText('Enter the 10-character code, like ABCDE-FGHJK'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/circles/join')).toHaveLength(0);
  });

  it("says the server's refusal in words, in the dialog", async () => {
    stubCircles({
      circles: [],
      invites: [],
      join: {
        status: 404,
        body: {
          message: 'This invitation is not valid or has expired.',
          messageCode: 'circle.inviteNotValid',
        },
      },
    });
    renderRoutes('/circles');
    const dialog = await typeCode('ABCDE-FGHJK');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This invitation is not valid or has expired.',
    );
  });
});
