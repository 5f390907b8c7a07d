import { createMutations } from '@reign/sync/client/mutations';
import { ReignDb, userDbName } from '@reign/sync/device/database';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberExpiredUserDb, rememberUserDb } from '../../data/waiting-changes';
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

type User = ReturnType<typeof userEvent.setup>;

/** Types a username and password into Sign In and presses Sign In. */
async function signIn(user: User, username: string, password: string) {
  const form = panel('Sign In');
  await user.type(form.getByLabelText('Username', { exact: false }), username);
  await user.type(form.getByLabelText('Password', { exact: false, selector: 'input' }), password);
  await user.click(form.getByRole('button', { name: 'Sign In' }));
  return form;
}

/** Fills Create Account (the confirmation repeats the password unless given) and presses Create Account. */
async function createAccount(
  user: User,
  fields: { username: string; email?: string; displayName?: string; password: string; confirm?: string },
) {
  const form = panel('Create Account');
  await user.type(form.getByLabelText('Username', { exact: false }), fields.username);
  if (fields.email) await user.type(form.getByLabelText(/^Email/), fields.email);
  if (fields.displayName) await user.type(form.getByLabelText(/^Display name/), fields.displayName);
  await user.type(form.getByLabelText(/^Password/, { selector: 'input' }), fields.password);
  await user.type(
    form.getByLabelText(/^Confirm password/, { selector: 'input' }),
    fields.confirm ?? fields.password,
  );
  await user.click(form.getByRole('button', { name: 'Create Account' }));
  return form;
}

describe('Auth page', () => {
  it('has the back button, both tabs, the forgot-password link and the five principles', async () => {
    stubApi(signedOut);
    await openAuthPage();
    expect(screen.getByRole('link', { name: "Back to Today's Plan" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    for (const title of [
      'Renew Your Mind',
      'Establish Priorities',
      'Initiate Bold Action',
      'Grow with Grit',
      'Navigate in Faith',
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
  });

  /** Changes made on this device by `username` (user `id`), left in its outbox. */
  async function changesOf(id: number, username: string, count: number) {
    const db = new ReignDb(userDbName(id));
    const m = createMutations(db, { queue: true });
    await m.createGoal({ title: 'Offline goal', description: 'd', targetDate: '2099-01-01' });
    for (let i = 1; i < count; i += 1) {
      await m.updateGoal((await db.goals.toArray())[0]?.id as string, { title: `Renamed ${i}` });
    }
    db.close();
    rememberUserDb(userDbName(id), username);
  }

  const waitingChanges = () => screen.queryByTestId('waiting-changes');

  it("says how many of the typed username's changes wait on this device, never another person's", {
    timeout: 15_000,
  }, async () => {
    await changesOf(7, 'Ruth', 2);
    await changesOf(8, 'naomi', 1);
    stubApi(signedOut);
    const { user } = await openAuthPage();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(waitingChanges()).not.toBeInTheDocument();

    const username = panel('Sign In').getByLabelText('Username', { exact: false });
    await user.type(username, 'naomi');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 change on this device will sync after you sign in.',
    );
    await user.clear(username);
    await user.type(username, 'RUTH');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '2 changes on this device will sync after you sign in.',
      ),
    );
    // a person with no changes here (a second person on this device) is told of none
    await user.clear(username);
    await user.type(username, 'boaz');
    await waitFor(() => expect(waitingChanges()).not.toBeInTheDocument());
  });

  it('before a username is typed, counts the changes of the person whose session expired', {
    timeout: 15_000,
  }, async () => {
    await changesOf(7, 'ruth', 2);
    await changesOf(8, 'naomi', 1);
    rememberExpiredUserDb(userDbName(7));
    stubApi(signedOut);
    const { user } = await openAuthPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 changes on this device will sync after you sign in.',
    );
    await user.type(panel('Sign In').getByLabelText('Username', { exact: false }), 'naomi');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '1 change on this device will sync after you sign in.',
      ),
    );
  });

  it('says nothing of waiting changes when none wait', async () => {
    stubApi(signedOut);
    await openAuthPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('waiting-changes')).not.toBeInTheDocument();
  });

  it('/login shows the same page', async () => {
    stubApi(signedOut);
    await openAuthPage('/login');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('shows the sign-in rules under the fields and does not call the server', async () => {
    const fetchMock = stubApi(signedOut);
    const { user } = await openAuthPage();
    const form = await signIn(user, 'ab', '123');

    expect(await form.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(form.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/login')).toHaveLength(0);
  });

  it('signs in, greets the user with a toast and goes to /', async () => {
    const fetchMock = stubApi(({ path }) => (path === '/api/login' ? json(200, makeUser()) : signedOut()));
    const { user, router } = await openAuthPage();
    await signIn(user, 'ruth', 'secret1');

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, ruth')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, 'POST', '/api/login')[0]?.[1]?.body).toBe(
      JSON.stringify({ username: 'ruth', password: 'secret1' }),
    );
  });

  it.each([
    [
      "the server's message",
      () => json(429, { message: 'Too many attempts. Try again in a minute.' }),
      'Too many attempts. Try again in a minute.',
    ],
    [
      "'Invalid username or password' when the server gives no message",
      () => new Response('', { status: 500 }),
      'Invalid username or password',
    ],
  ])("shows 'Login failed' with %s, and stays on /auth", async (_shown, answer, message) => {
    stubApi(({ path }) => (path === '/api/login' ? answer() : signedOut()));
    const { user, router } = await openAuthPage();
    await signIn(user, 'ruth', 'wrongpass');

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("shows 'Passwords do not match' on the confirmation and sends nothing", async () => {
    const fetchMock = stubApi(signedOut);
    const { user } = await openAuthPage();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    const form = await createAccount(user, { username: 'naomi', password: 'secret1', confirm: 'secret2' });

    const error = await form.findByText('Passwords do not match');
    const confirm = form.getByLabelText(/^Confirm password/, { selector: 'input' });
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm.getAttribute('aria-describedby')).toContain(error.id);
    expect(callsTo(fetchMock, 'POST', '/api/register')).toHaveLength(0);
  });

  it('checks the optional email and display name', async () => {
    stubApi(signedOut);
    const { user } = await openAuthPage();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    const form = await createAccount(user, {
      username: 'naomi',
      email: 'not-an-email',
      displayName: 'N',
      password: 'secret1',
    });

    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form.getByText('Display name must be between 2 and 50 characters')).toBeInTheDocument();
  });

  it('registers with the ?ref code and without the confirmation, then goes to /', async () => {
    const fetchMock = stubApi(({ path }) =>
      path === '/api/register' ? json(201, makeUser({ username: 'naomi' })) : signedOut(),
    );
    const { user, router } = await openAuthPage('/auth?ref=abc123');
    // An invitation opens the Create Account tab.
    const form = panel('Create Account');
    expect(form.getByText('ABC123')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('reign:referral-code')).toBe('ABC123');

    await createAccount(user, { username: 'naomi', password: 'secret1' });

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Reign, naomi!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = JSON.parse(String(callsTo(fetchMock, 'POST', '/api/register')[0]?.[1]?.body));
    expect(sent).toEqual({
      username: 'naomi',
      password: 'secret1',
      referralCode: 'ABC123',
      emailConsent: false,
    });
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
    await createAccount(user, { username: 'naomi', password: 'secret1' });

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Username is already taken. Please choose another one.')).toBeInTheDocument();
  });
});
