import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, signedOut, stubApi } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render-app';

async function openAuthPage(path = '/auth') {
  const user = userEvent.setup();
  const rendered = renderRoutes(path);
  await screen.findByRole('tab', { name: 'Sign In' });
  return { user, ...rendered };
}

function panel(name: 'Sign In' | 'Create Account') {
  return within(screen.getByRole('tabpanel', { name }));
}

describe('Auth page', () => {
  it('has the back button, both tabs, the forgot-password link and the five principles', async () => {
    stubApi(signedOut);
    await openAuthPage();
    expect(screen.getByRole('link', { name: "Back to Today's Plan" }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    for (const title of [
      'Renew Your Mind',
      'Establish Priorities',
      'Initiate Bold Action',
      'Grow with Grit',
      'Navigate in Faith',
    ]) {
      expect(screen.getByText(title)).toBeTruthy();
    }
  });

  it('/login shows the same page', async () => {
    stubApi(signedOut);
    await openAuthPage('/login');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeTruthy();
  });

  it('shows the sign-in rules under the fields and does not call the server', async () => {
    const fetchMock = stubApi(signedOut);
    const { user } = await openAuthPage();
    const form = panel('Sign In');
    await user.type(form.getByLabelText('Username', { exact: false }), 'ab');
    await user.type(form.getByLabelText('Password', { exact: false, selector: 'input' }), '123');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await form.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(form.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/login')).toHaveLength(0);
  });

  it('signs in, greets the user with a toast and goes to /', async () => {
    const fetchMock = stubApi(({ path }) => (path === '/api/login' ? json(200, makeUser()) : signedOut()));
    const { user, router } = await openAuthPage();
    const form = panel('Sign In');
    await user.type(form.getByLabelText('Username', { exact: false }), 'ruth');
    await user.type(form.getByLabelText('Password', { exact: false, selector: 'input' }), 'secret1');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.getByText('Welcome back, ruth')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, 'POST', '/api/login')[0]?.[1]?.body).toBe(
      JSON.stringify({ username: 'ruth', password: 'secret1' }),
    );
  });

  it("shows 'Login failed' with the server's message", async () => {
    stubApi(({ path }) =>
      path === '/api/login'
        ? json(429, { message: 'Too many attempts. Try again in a minute.' })
        : signedOut(),
    );
    const { user, router } = await openAuthPage();
    const form = panel('Sign In');
    await user.type(form.getByLabelText('Username', { exact: false }), 'ruth');
    await user.type(form.getByLabelText('Password', { exact: false, selector: 'input' }), 'wrongpass');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Try again in a minute.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("falls back to 'Invalid username or password' when the server gives no message", async () => {
    stubApi(({ path }) => (path === '/api/login' ? new Response('', { status: 500 }) : signedOut()));
    const { user } = await openAuthPage();
    const form = panel('Sign In');
    await user.type(form.getByLabelText('Username', { exact: false }), 'ruth');
    await user.type(form.getByLabelText('Password', { exact: false, selector: 'input' }), 'secret12');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
  });

  it("shows 'Passwords do not match' on the confirmation and sends nothing", async () => {
    const fetchMock = stubApi(signedOut);
    const { user } = await openAuthPage();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    const form = panel('Create Account');
    await user.type(form.getByLabelText('Username', { exact: false }), 'naomi');
    await user.type(form.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.type(form.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret2');
    await user.click(form.getByRole('button', { name: 'Create Account' }));

    const error = await form.findByText('Passwords do not match');
    const confirm = form.getByLabelText(/^Confirm password/, { selector: 'input' });
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(confirm.getAttribute('aria-describedby')).toContain(error.id);
    expect(callsTo(fetchMock, 'POST', '/api/register')).toHaveLength(0);
  });

  it('checks the optional email and display name', async () => {
    stubApi(signedOut);
    const { user } = await openAuthPage();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    const form = panel('Create Account');
    await user.type(form.getByLabelText('Username', { exact: false }), 'naomi');
    await user.type(form.getByLabelText(/^Email/), 'not-an-email');
    await user.type(form.getByLabelText(/^Display name/), 'N');
    await user.type(form.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.type(form.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret1');
    await user.click(form.getByRole('button', { name: 'Create Account' }));

    expect(await form.findByText('Please enter a valid email address')).toBeTruthy();
    expect(form.getByText('Display name must be between 2 and 50 characters')).toBeTruthy();
  });

  it('registers with the ?ref code and without the confirmation, then goes to /', async () => {
    const fetchMock = stubApi(({ path }) =>
      path === '/api/register' ? json(201, makeUser({ username: 'naomi' })) : signedOut(),
    );
    const { user, router } = await openAuthPage('/auth?ref=abc123');
    // An invitation opens the Create Account tab.
    const form = panel('Create Account');
    expect(form.getByText('ABC123')).toBeTruthy();
    expect(window.sessionStorage.getItem('reign:referral-code')).toBe('ABC123');

    await user.type(form.getByLabelText('Username', { exact: false }), 'naomi');
    await user.type(form.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.type(form.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret1');
    await user.click(form.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(screen.getByText('Welcome to Reign, naomi!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = JSON.parse(String(callsTo(fetchMock, 'POST', '/api/register')[0]?.[1]?.body));
    expect(sent).toEqual({ username: 'naomi', password: 'secret1', referralCode: 'ABC123' });
    expect(window.sessionStorage.getItem('reign:referral-code')).toBeNull();
  });

  it("shows 'Registration failed' with the server's message", async () => {
    stubApi(({ path }) =>
      path === '/api/register'
        ? json(400, { message: 'Username is already taken. Please choose another one.' })
        : signedOut(),
    );
    const { user } = await openAuthPage();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    const form = panel('Create Account');
    await user.type(form.getByLabelText('Username', { exact: false }), 'naomi');
    await user.type(form.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.type(form.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret1');
    await user.click(form.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('Username is already taken. Please choose another one.')).toBeTruthy();
  });
});
