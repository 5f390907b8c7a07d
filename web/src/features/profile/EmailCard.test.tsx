import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { EmailCard } from './EmailCard';

describe('the e-mail address on the profile', () => {
  it('shows an unconfirmed address as Unverified, takes the mailed code, then shows Verified', async () => {
    let user = makeUser({ email: 'ruth@example.com', emailVerified: false });
    const fetchMock = stubApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/user/email/verify') {
        if ((body as { code: string }).code !== 'ABC234') {
          return json(400, {
            message: 'That code is not valid or has expired. Send a new one and try again.',
          });
        }
        user = { ...user, emailVerified: true };
        return json(200, user);
      }
      if (method === 'POST' && path === '/api/user/email/resend') {
        return json(200, { message: 'A new code is on its way to ruth@example.com.' });
      }
      return json(200, user);
    });
    render(
      <Providers>
        <EmailCard />
      </Providers>,
    );
    expect(await screen.findByText('Unverified')).toBeInTheDocument();
    expect(screen.getByText(/Enter the 6-character code we sent to ruth@example.com/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way to ruth@example.com.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Confirmation code'), 'WRONG1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/That code is not valid/)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Confirmation code'));
    await userEvent.type(screen.getByLabelText('Confirmation code'), 'abc234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirmation code')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/user/email/verify')).toHaveLength(2);
  });

  it('adds an address: the server mails a code, and the address shows as Unverified', async () => {
    let user = makeUser({ email: null });
    const fetchMock = stubApi(({ method, path, body }) => {
      if (method === 'PUT' && path === '/api/user/email') {
        user = { ...user, email: (body as { email: string }).email, emailVerified: false };
        return json(200, { user, message: `We sent a 6-character code to ${user.email}.` });
      }
      return json(200, user);
    });
    render(
      <Providers>
        <EmailCard />
      </Providers>,
    );
    expect(await screen.findByText(/Add an address to receive password reset codes/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'Ruth@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Unverified')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/user/email')).toHaveLength(1));
    const sent = JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/user/email')[0]?.[1]?.body));
    expect(sent).toEqual({ email: 'ruth@example.com' });
  });
});

describe('the e-mail address on a server that cannot send e-mail', () => {
  it('says no code was sent and what to do, with no code field', async () => {
    const user = makeUser({ email: 'ruth@example.com', emailVerified: false });
    stubApi(({ path }) =>
      path === '/api/user/email/delivery' ? json(200, { mailConfigured: false }) : json(200, user),
    );
    render(
      <Providers>
        <EmailCard />
      </Providers>,
    );
    expect(
      await screen.findByText(/no code was sent: this Reign server cannot send e-mail yet/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Enter the 6-character code we sent/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirmation code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
  });
});
