// Helpers for the engine tests: accounts on the real server, a fetch that carries the session
// cookie (Node's fetch keeps none), network faults, and "devices" (a Dexie database in
// fake-indexeddb, its sync engine and its mutations).
import { uuidv7 } from '@reign/domain';
import { createMutations, memoryLock, ReignDb, SyncEngine, type SyncLock } from '@reign/sync';
import { afterEach, inject } from 'vitest';

export const serverUrl = () => inject('serverUrl');

export interface Account {
  username: string;
  /** the user's id (a verse mark's id is made of it) */
  userId: number;
  /** fetch with this account's session cookie */
  fetch: typeof fetch;
  /** sets or clears the cookie jar (clearing = signed out on this "browser") */
  setCookie(value: string | null): void;
  cookie(): string | null;
}

/** A fetch that keeps the `reign.sid` cookie the server sets, like a browser for one origin. */
export function cookieFetch(): Account['fetch'] & { jar: { value: string | null } } {
  const jar = { value: null as string | null };
  const wrapped = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.value) headers.set('cookie', jar.value);
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      if (pair?.startsWith('reign.sid=')) jar.value = pair.endsWith('=') ? null : pair;
    }
    return response;
  }) as typeof fetch & { jar: { value: string | null } };
  wrapped.jar = jar;
  return wrapped;
}

let counter = 0;
/** Registers a new (free) account and returns its cookie-carrying fetch. */
export async function newAccount(prefix = 'eng'): Promise<Account> {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const f = cookieFetch();
  const response = await f(`${serverUrl()}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'faithful-123' }),
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const { id: userId } = (await response.json()) as { id: number };
  return {
    username,
    userId,
    fetch: f,
    setCookie: (value) => {
      f.jar.value = value;
    },
    cookie: () => f.jar.value,
  };
}

/** Signs the account in again (a new session cookie). */
export async function signIn(account: Account): Promise<void> {
  const response = await account.fetch(`${serverUrl()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: 'faithful-123' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
}

/** GET of an API path as the account; the parsed JSON. */
export async function apiGet<T>(account: Account, path: string): Promise<T> {
  const response = await account.fetch(`${serverUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A switchable network in front of a fetch: offline, or a hook that sees (and may replace) every call. */
export interface Network {
  offline: boolean;
  /** runs instead of the plain call; `pass` makes the real request (with other options if given) */
  intercept:
    | ((
        url: string,
        init: RequestInit,
        pass: (other?: RequestInit) => Promise<Response>,
      ) => Promise<Response>)
    | null;
  calls: { method: string; path: string }[];
  fetch: typeof fetch;
}

export function network(base: typeof fetch): Network {
  const net: Network = {
    offline: false,
    intercept: null,
    calls: [],
    fetch: (async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = String(input);
      net.calls.push({ method: init.method ?? 'GET', path: new URL(url).pathname });
      if (net.offline) throw new TypeError('fetch failed (offline)');
      const pass = (other?: RequestInit) => base(input, other ?? init);
      return net.intercept ? net.intercept(url, init, pass) : pass();
    }) as typeof fetch,
  };
  return net;
}

export interface Device {
  db: ReignDb;
  engine: SyncEngine;
  net: Network;
  mutations: ReturnType<typeof createMutations>;
  /** the device's clock offset in ms (a wrong clock) */
  clockOffset: number;
  close(): void;
}

/** A device of the account: its own database (own client id), engine and mutations. */
export function newDevice(
  account: Account,
  options: { dbName?: string; lock?: SyncLock; pullLimit?: number } = {},
): Device {
  const db = new ReignDb(options.dbName ?? `reign-test-${uuidv7()}`);
  const net = network(account.fetch);
  const engine = new SyncEngine({
    db,
    fetch: net.fetch,
    baseUrl: serverUrl(),
    lock: options.lock ?? memoryLock(`lock-${db.name}`),
    pullLimit: options.pullLimit,
  });
  const device: Device = {
    db,
    engine,
    net,
    clockOffset: 0,
    mutations: createMutations(db, {
      queue: true,
      now: () => new Date(Date.now() + device.clockOffset),
      owner: account.userId,
    }),
    close: () => {
      engine.stop();
      db.close();
    },
  };
  return device;
}

/**
 * `newDevice` for a test file: call once at its top level; every device it makes is closed after
 * each test.
 */
export function closingDevices(): (...args: Parameters<typeof newDevice>) => Device {
  const open: Device[] = [];
  afterEach(() => {
    for (const d of open.splice(0)) d.close();
  });
  return (...args) => {
    const d = newDevice(...args);
    open.push(d);
    return d;
  };
}

/** A JSON call of an API path as the account: the status and the parsed body. */
export async function apiCall(account: Account, method: string, path: string, body?: unknown) {
  const response = await account.fetch(`${serverUrl()}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Pushes a raw batch as a client of this account (for protocol-level checks). */
export function rawPush(account: Account, body: unknown) {
  return apiCall(account, 'POST', '/api/sync/push', body);
}

export const goalValues = (title = 'Read the Bible daily') => ({
  title,
  description: 'One chapter every morning',
  targetDate: '2099-12-31',
});
export const taskValues = (title = 'Pray for ten minutes', goalId: string | null = null) => ({
  title,
  scheduledDate: '2099-01-01',
  goalId,
});
