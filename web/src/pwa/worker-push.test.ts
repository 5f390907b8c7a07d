import { describe, expect, it, vi } from 'vitest';
import { badgeCircleActivity, notificationFromPush, openApp, workerLanguage } from './worker-push';

/** A service worker scope with these open windows (url, and whether navigate works there). */
function workerWith(windows: { url: string }[]) {
  const clients = windows.map((w) => {
    const client = {
      url: w.url,
      focus: vi.fn(async () => client),
      navigate: vi.fn(async (to: string) => ({ ...client, url: to })),
    };
    return client;
  });
  const openWindow = vi.fn(async () => null);
  const sw = {
    location: { origin: 'https://reign.test' },
    clients: { matchAll: vi.fn(async () => clients), openWindow },
  } as unknown as ServiceWorkerGlobalScope;
  return { sw, clients, openWindow };
}

describe('the service worker and the morning reminder', () => {
  it("shows the push's verse and line, and opens / on click", () => {
    const push = {
      json: () => ({
        kind: 'morning-reminder',
        title: 'Psalm 23:1',
        body: 'Your plan for today is waiting',
        url: '/',
      }),
    };
    expect(notificationFromPush(push)).toMatchObject({
      title: 'Psalm 23:1',
      options: { body: 'Your plan for today is waiting', tag: 'reign-morning', data: { url: '/' } },
    });
    // No readable payload, or a foreign address: still a useful notification that opens the app.
    expect(notificationFromPush(null)).toMatchObject({ title: 'Reign', options: { data: { url: '/' } } });
    const odd = { json: () => ({ title: 'x', url: 'https://elsewhere.example' }) };
    expect(notificationFromPush(odd).options.data).toEqual({ url: '/' });
  });

  it('a push without a body says so in the person’s language: the chosen one, else the browser’s', async () => {
    const unreadable = { json: () => JSON.parse('not json') as unknown };
    const chosen = { get: async () => ({ value: 'es' }) };
    const spanish = await workerLanguage({ cookieStore: chosen, navigator: { languages: ['en-US'] } });
    expect(notificationFromPush(unreadable, spanish).options.body).toBe('Tu plan de hoy te espera');
    // no cookie store, or nothing chosen: the browser's language
    expect(await workerLanguage({ navigator: { languages: ['es-MX', 'en'] } })).toBe('es');
    const none = { get: async () => null };
    expect(await workerLanguage({ cookieStore: none, navigator: { languages: ['fr-FR'] } })).toBe('en');
    expect(notificationFromPush(null).options.body).toBe('Your plan for today is waiting');
  });

  it('a click focuses an open window and takes it to /, or opens one', async () => {
    const open = workerWith([{ url: 'https://reign.test/dashboard?tab=profile' }]);
    await openApp(open.sw, '/');
    expect(open.clients[0]?.focus).toHaveBeenCalledOnce();
    expect(open.clients[0]?.navigate).toHaveBeenCalledWith('https://reign.test/');
    expect(open.openWindow).not.toHaveBeenCalled();

    const home = workerWith([{ url: 'https://reign.test/dashboard' }, { url: 'https://reign.test/' }]);
    await openApp(home.sw, '/');
    expect(home.clients[1]?.focus).toHaveBeenCalledOnce();
    expect(home.clients[1]?.navigate).not.toHaveBeenCalled();

    const none = workerWith([]);
    await openApp(none.sw, '/');
    expect(none.openWindow).toHaveBeenCalledWith('https://reign.test/');
  });
});

describe("the service worker and 'prayed for you' (issue 52)", () => {
  it("keeps one notification a request, apart from the morning's, and opens the circle", () => {
    const push = {
      json: () => ({
        kind: 'circle-prayed',
        title: 'Ana prayed for you',
        body: 'For my mother',
        url: '/circles/c1',
        tag: 'reign-circle-p1',
      }),
    };
    expect(notificationFromPush(push)).toMatchObject({
      title: 'Ana prayed for you',
      options: { body: 'For my mother', tag: 'reign-circle-p1', data: { url: '/circles/c1' } },
    });
    // a tag that is not a circle's is not taken from a payload
    const odd = { json: () => ({ title: 'x', tag: 'reign-morning-2' }) };
    expect(notificationFromPush(odd).options.tag).toBe('reign-morning');
  });

  it("the installed app's badge counts the circle notifications still shown, and clears with none", async () => {
    const setAppBadge = vi.fn(async () => {});
    const clearAppBadge = vi.fn(async () => {});
    const shown = [{ tag: 'reign-circle-p1' }, { tag: 'reign-morning' }, { tag: 'reign-circle-p2' }];
    const sw = {
      registration: { getNotifications: async () => shown as Notification[] },
      navigator: { setAppBadge, clearAppBadge },
    };
    await badgeCircleActivity(sw);
    expect(setAppBadge).toHaveBeenCalledWith(2);
    shown.length = 1;
    shown[0] = { tag: 'reign-morning' };
    await badgeCircleActivity(sw);
    expect(clearAppBadge).toHaveBeenCalled();
  });
});
