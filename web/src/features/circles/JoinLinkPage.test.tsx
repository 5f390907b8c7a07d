import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';
import { CIRCLE_ID, stubCircles, TOKEN } from './test-circles';

const LINK = `/circles/join/${TOKEN}`;

describe('an invitation link', () => {
  it('asks a signed-out visitor to sign in first, and signing in comes back to it', async () => {
    let signedIn = false;
    const fetchMock = stubApi(({ method, path }) => {
      if (path === '/api/login' && method === 'POST') {
        signedIn = true;
        return json(200, makeUser());
      }
      if (path === '/api/user') return signedIn ? json(200, makeUser()) : signedOut();
      return json(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(LINK);
    expect(await screen.findByRole('heading', { name: 'Join this circle', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Join a circle · Reign'));
    const signIn = screen.getByRole('link', { name: 'Sign in or create an account' });
    expect(signIn).toHaveAttribute('href', `/auth?next=${encodeURIComponent(LINK)}`);
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();

    await user.click(signIn);
    const form = within(await screen.findByRole('tabpanel', { name: 'Sign In' }));
    await user.type(form.getByLabelText('Username', { exact: false }), 'ruth');
    await user.type(form.getByLabelText('Password', { exact: false, selector: 'input' }), 'secret1');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LINK));
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/circles/join')).toHaveLength(0);
  });

  it('joins a signed-in person by its token and opens the circle', async () => {
    const fetchMock = stubCircles({ circles: [], invites: [] });
    const user = userEvent.setup();
    const { router } = renderRoutes(LINK);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/circles/${CIRCLE_ID}`));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/circles/join')[0]?.[1]?.body))).toEqual({
      token: TOKEN,
    });
    expect(await screen.findByText('Welcome to Home group')).toBeInTheDocument();
    expect(await screen.findByText('2 members · You are a member')).toBeInTheDocument();
  });

  it.each([
    [404, { message: 'This invitation is not valid or has expired.', messageCode: 'circle.inviteNotValid' }],
    [
      429,
      {
        message: 'Too many attempts. Please wait 15 minutes and try again.',
        messageCode: 'server.waitMinutes',
        values: { minutes: 15 },
      },
    ],
    [
      409,
      {
        message: 'This circle has 200 members, the most a circle can have.',
        messageCode: 'circle.full',
        values: { limit: 200 },
      },
    ],
    [
      409,
      {
        message: 'You are in 20 circles, the most one person can be in. Leave one to join another.',
        messageCode: 'circle.tooManyCircles',
        values: { limit: 20 },
      },
    ],
  ])('says a %i refusal in words and stays', async (status, body) => {
    stubCircles({ circles: [], invites: [], join: { status, body } });
    const user = userEvent.setup();
    const { router } = renderRoutes(LINK);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(body.message);
    expect(router.state.location.pathname).toBe(LINK);
  });
});
