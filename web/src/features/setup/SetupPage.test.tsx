import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

describe('/setup', () => {
  it('creates the administrator with the link’s token, signs in and opens the admin area', async () => {
    let admin: ReturnType<typeof makeUser> | null = null;
    const fetchMock = stubApi(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/setup')) {
        return json(200, { administratorExists: false, tokenValid: path.endsWith('token=abc123') });
      }
      if (method === 'POST' && path === '/api/setup') {
        admin = makeUser({ id: 1, username: 'shepherd', isAdmin: true });
        return json(201, admin);
      }
      if (path === '/api/user') return admin ? json(200, admin) : signedOut();
      return json(200, []);
    });
    const { router } = renderRoutes('/setup?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Set up Reign' })).toBeInTheDocument();
    expect(await screen.findByText(/This server has no administrator yet/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Username/), 'shepherd');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret123');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Become the administrator' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Confirm password/));
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Become the administrator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const sent = JSON.parse(String(callsTo(fetchMock, 'POST', '/api/setup')[0]?.[1]?.body));
    expect(sent).toEqual({ token: 'abc123', username: 'shepherd', password: 'secret123' });
  });

  it('says where the right link is for a wrong token, and to sign in once an administrator exists', async () => {
    stubApi(({ path }) =>
      path.startsWith('/api/setup')
        ? json(200, { administratorExists: false, tokenValid: false })
        : signedOut(),
    );
    renderRoutes('/setup?token=guess');
    expect(await screen.findByText('Setup link not valid')).toBeInTheDocument();
    expect(screen.getByText(/printed in its log when it started/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become the administrator' })).not.toBeInTheDocument();
  });
});
