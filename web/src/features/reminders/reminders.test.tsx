import type { ReminderSettings } from '@reign/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serverToday, TIME_ZONE_KEY } from '../../api';
import { callsTo, json, makeUser } from '../../test/fetch-stub';
import { MEMBER_ID, memberDb, renderMemberApp } from '../../test/member';
import { applicationServerKey } from './device-push';

const PUBLIC_KEY = 'BOr1Nfe1p5lRrgQVQh4Qv7ZbJ8mEsFdXwFzt5M3yEXAMPLEKEYx8rH9q6Y0s2sXh0vA7fJ6vJ0K3n2m1b4c5d6E';
const ENDPOINT = 'http://127.0.0.1:9/notify/device-1';
const KEYS = { p256dh: 'BPublicKeyOfTheDevice', auth: 'authsecret' };

/** A browser that can get pushes: permission asked once, a service worker whose PushManager subscribes. */
function pushBrowser(permission: NotificationPermission = 'granted') {
  let subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON(): unknown;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    subscription = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: options.applicationServerKey.slice().buffer },
      toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
      unsubscribe,
    };
    return subscription;
  });
  const pushManager = { subscribe, getSubscription: async () => subscription };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  return { subscribe, unsubscribe, requestPermission };
}

/** The reminder routes of a server holding this person's settings. */
function reminderServer(initial: Partial<ReminderSettings> = {}) {
  let settings: ReminderSettings = {
    time: '07:00',
    timeZone: null,
    devices: 0,
    publicKey: PUBLIC_KEY,
    prayedForYou: true,
    answeredInCircles: true,
    readingInCircles: true,
    ...initial,
  };
  return (request: { method: string; path: string; body: unknown }) => {
    const body = request.body as Record<string, string>;
    if (request.path === '/api/reminders' && request.method === 'GET') return json(200, settings);
    if (request.path === '/api/reminders' && request.method === 'PUT') {
      settings = { ...settings, time: body.time ?? '', timeZone: body.timeZone ?? null };
      return json(200, settings);
    }
    if (request.path === '/api/push/subscription' && request.method === 'PUT') {
      settings = { ...settings, devices: 1, timeZone: settings.timeZone ?? body.timeZone ?? null };
      return json(200, settings);
    }
    if (request.path === '/api/push/subscription' && request.method === 'DELETE') {
      settings = { ...settings, devices: 0 };
      return json(200, { message: 'off' });
    }
    if (request.path === '/api/reminders/answered' && request.method === 'PUT') {
      settings = { ...settings, answeredInCircles: (request.body as { on: boolean }).on };
      return json(200, settings);
    }
    if (request.path === '/api/reminders/reading' && request.method === 'PUT') {
      settings = { ...settings, readingInCircles: (request.body as { on: boolean }).on };
      return json(200, settings);
    }
    if (request.path === '/api/reminders/prayed' && request.method === 'PUT') {
      settings = { ...settings, prayedForYou: (request.body as { on: boolean }).on };
      return json(200, settings);
    }
    if (request.path === '/api/logout') return json(200, { message: 'Logged out' });
    return undefined;
  };
}

// The Profile tab and the dashboard are whole pages: slow to render on a loaded machine.
describe('Profile: the morning reminder', { timeout: 20_000 }, () => {
  it('turning it on asks permission, subscribes with the server key and sends the subscription; off undoes it', async () => {
    const user = userEvent.setup();
    const browser = pushBrowser();
    const { fetchMock } = renderMemberApp('/dashboard?tab=profile', { api: reminderServer() });
    const toggle = await screen.findByRole('switch', { name: /^Morning reminder/ });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(await screen.findByText('No device gets the morning reminder yet.')).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(PUBLIC_KEY),
    });
    const [, init] = callsTo(fetchMock, 'PUT', '/api/push/subscription')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      endpoint: ENDPOINT,
      keys: KEYS,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByText('1 device gets it')).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    const [, off] = callsTo(fetchMock, 'DELETE', '/api/push/subscription')[0] ?? [];
    expect(JSON.parse(String(off?.body))).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says so when notifications are refused, and stays off', async () => {
    const user = userEvent.setup();
    const browser = pushBrowser('denied');
    renderMemberApp('/dashboard?tab=profile', { api: reminderServer() });
    const toggle = await screen.findByRole('switch', { name: /^Morning reminder/ });
    await user.click(toggle);
    expect(await screen.findByText('Could not turn on the morning reminder')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('saves a new time and time zone', async () => {
    const user = userEvent.setup();
    pushBrowser();
    const { fetchMock } = renderMemberApp('/dashboard?tab=profile', {
      api: reminderServer({ timeZone: 'America/Chicago', devices: 1 }),
    });
    const time = await screen.findByLabelText('Reminder time');
    await waitFor(() => expect(time).toHaveValue('07:00'));
    await user.clear(time);
    await user.type(time, '06:30');
    const zone = screen.getByRole('combobox', { name: 'Reminder time zone' });
    await user.clear(zone);
    await user.type(zone, 'Tokyo');
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await user.click(screen.getByRole('button', { name: 'Save reminder time' }));
    expect(await screen.findByText('Reminder time saved')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PUT', '/api/reminders')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ time: '06:30', timeZone: 'Asia/Tokyo' });
  });

  it("the circles' notifications show once a device gets the reminder, and each turns off (issue 52)", async () => {
    const user = userEvent.setup();
    pushBrowser();
    const { fetchMock } = renderMemberApp('/dashboard?tab=profile', {
      api: reminderServer({ timeZone: 'America/Chicago', devices: 1 }),
    });
    const prayed = await screen.findByRole('switch', { name: /^When someone prays for me/ });
    expect(prayed).toBeChecked();
    await user.click(prayed);
    await waitFor(() => expect(prayed).not.toBeChecked());
    const [, init] = callsTo(fetchMock, 'PUT', '/api/reminders/prayed')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ on: false });
    // the other circle notification is its own switch, still on
    const answered = screen.getByRole('switch', { name: /^When a prayer in my circles is answered/ });
    expect(answered).toBeChecked();
    await user.click(answered);
    await waitFor(() => expect(answered).not.toBeChecked());
    expect(prayed).not.toBeChecked();
    const [, sent] = callsTo(fetchMock, 'PUT', '/api/reminders/answered')[0] ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({ on: false });
    // and the circles' reading of the day its own
    const reading = screen.getByRole('switch', { name: /^My circles' reading of the day/ });
    expect(reading).toBeChecked();
    await user.click(reading);
    await waitFor(() => expect(reading).not.toBeChecked());
    expect(answered).not.toBeChecked();
    const [, readingSent] = callsTo(fetchMock, 'PUT', '/api/reminders/reading')[0] ?? [];
    expect(JSON.parse(String(readingSent?.body))).toEqual({ on: false });
  });

  it("offers no 'When someone prays for me' before a device gets the reminder", async () => {
    pushBrowser();
    renderMemberApp('/dashboard?tab=profile', { api: reminderServer({ devices: 0 }) });
    expect(await screen.findByText('No device gets the morning reminder yet.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /^When someone prays for me/ })).not.toBeInTheDocument();
  });

  it("names the day's zone a member chose instead of a second select, and saves the time in it (issue 39)", async () => {
    const user = userEvent.setup();
    pushBrowser();
    localStorage.setItem(TIME_ZONE_KEY, 'Asia/Manila');
    try {
      const { fetchMock } = renderMemberApp('/dashboard?tab=profile', {
        api: reminderServer({ timeZone: 'Asia/Manila', devices: 1 }),
      });
      const time = await screen.findByLabelText('Reminder time');
      await waitFor(() => expect(time).toHaveValue('07:00'));
      expect(screen.getByTestId('reminder-zone')).toHaveTextContent(
        "In your day's time zone, Asia/Manila (Profile, Your day).",
      );
      expect(screen.queryByRole('combobox', { name: 'Reminder time zone' })).toBeNull();
      await user.clear(time);
      await user.type(time, '06:30');
      await user.click(screen.getByRole('button', { name: 'Save reminder time' }));
      expect(await screen.findByText('Reminder time saved')).toBeInTheDocument();
      const [, init] = callsTo(fetchMock, 'PUT', '/api/reminders')[0] ?? [];
      expect(JSON.parse(String(init?.body))).toEqual({ time: '06:30', timeZone: 'Asia/Manila' });
    } finally {
      localStorage.removeItem(TIME_ZONE_KEY);
    }
  });

  it('logging out stops the reminder on this device: the server forgets it and the browser drops it', async () => {
    const user = userEvent.setup();
    const browser = pushBrowser();
    const { fetchMock } = renderMemberApp('/dashboard?tab=profile', { api: reminderServer() });
    const toggle = await screen.findByRole('switch', { name: /^Morning reminder/ });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());

    const [logout] = screen.getAllByRole('button', { name: 'Logout' });
    await user.click(logout as HTMLElement);
    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    const [, off] = callsTo(fetchMock, 'DELETE', '/api/push/subscription')[0] ?? [];
    expect(JSON.parse(String(off?.body))).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    const order = fetchMock.mock.calls.map(([url]) => String(url));
    expect(order.findIndex((u) => u.endsWith('/api/push/subscription'))).toBeLessThan(
      order.findIndex((u) => u.endsWith('/api/logout')),
    );
  });

  it('waits for the account before offering the switch, so an early click is not lost', async () => {
    const user = userEvent.setup();
    const browser = pushBrowser();
    const server = reminderServer();
    let answerAccount: () => void = () => {};
    const accountChecked = new Promise<void>((resolve) => {
      answerAccount = resolve;
    });
    renderMemberApp('/dashboard?tab=profile', {
      // the account is known only when the test says so (a slow first answer)
      api: (request) =>
        request.path === '/api/user'
          ? accountChecked.then(() => json(200, makeUser({ id: MEMBER_ID })))
          : server(request),
    });
    expect(await screen.findByRole('heading', { name: 'My Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Loading the tab')).toBeInTheDocument();
    await import('../profile'); // the tab's code is here: only the account is awaited now
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByLabelText('Loading the tab')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /^Morning reminder/ })).not.toBeInTheDocument();

    answerAccount();
    const toggle = await screen.findByRole('switch', { name: /^Morning reminder/ });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.subscribe).toHaveBeenCalledOnce();
  });

  it('holds the 1 AM refresh notification switch too', async () => {
    pushBrowser();
    renderMemberApp('/dashboard?tab=profile', { api: reminderServer() });
    expect(await screen.findByRole('switch', { name: /^Notify me at the 1 AM refresh/ })).toBeInTheDocument();
  });
});

describe('the morning reminder offer', { timeout: 20_000 }, () => {
  it('shows after the first saved plan; permission is asked only when the person says yes', async () => {
    const user = userEvent.setup();
    const browser = pushBrowser();
    // issue 15: offered beside today's saved plan on /
    await memberDb().entry({ date: serverToday() });
    renderMemberApp('/', { api: reminderServer() });
    await screen.findByRole('region', { name: "Today's saved plan" }, { timeout: 5000 });
    const offer = await screen.findByRole('region', { name: 'A gentle reminder each morning' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remind me each morning' }));
    expect(await screen.findByText('Morning reminder on')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledOnce();
    await waitFor(() => expect(offer).not.toBeInTheDocument());
  });

  it('is not offered before a plan is saved, and "Not now" puts it away for good', async () => {
    const user = userEvent.setup();
    pushBrowser();
    const first = renderMemberApp('/', { api: reminderServer() });
    await screen.findByRole('region', { name: 'Daily plan' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'A gentle reminder each morning' })).not.toBeInTheDocument();
    first.unmount();

    await memberDb().entry({ date: serverToday() });
    const second = renderMemberApp('/', { api: reminderServer() });
    await screen.findByRole('region', { name: 'A gentle reminder each morning' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'A gentle reminder each morning' }),
      ).not.toBeInTheDocument(),
    );
    second.unmount();
    renderMemberApp('/', { api: reminderServer() });
    await screen.findByRole('region', { name: "Today's saved plan" }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'A gentle reminder each morning' })).not.toBeInTheDocument();
  });
});
