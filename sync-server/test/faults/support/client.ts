// A minimal HTTP client for the fault tests: one account's session cookie over Node's fetch (which
// keeps none), against whichever server process the test points it at.
import type { MutationName, PushResponse } from '@reign/contract';
import { uuidv7 } from '@reign/domain';

export interface Client {
  username: string;
  password: string;
  cookie: string | null;
  /** a JSON request to `base + path` with the cookie; never throws on HTTP status */
  request(base: string, method: string, path: string, body?: unknown, timeoutMs?: number): Promise<Response>;
}

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${process.pid.toString(36)}${Date.now().toString(36)}${counter}`.slice(0, 40);
}

export function newClient(username = uniqueName('fault'), password = 'faithful-fault-1'): Client {
  const client: Client = {
    username,
    password,
    cookie: null,
    async request(base, method, path, body, timeoutMs = 15_000) {
      const headers: Record<string, string> = {};
      if (client.cookie) headers.cookie = client.cookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        if (pair?.startsWith('reign.sid=')) client.cookie = pair.endsWith('=') ? null : pair;
      }
      return res;
    },
  };
  return client;
}

/** Registers the client's account on a server; it is signed in afterwards. */
export async function register(base: string, client: Client): Promise<{ id: number }> {
  const res = await client.request(base, 'POST', '/api/register', {
    username: client.username,
    password: client.password,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number };
}

export interface OutboxMutation {
  seq: number;
  id: string;
  name: MutationName;
  args: Record<string, unknown>;
}

/** A mutation at `seq` with an id of its own, as the engine queues one. */
export const queued = (seq: number, name: MutationName, args: Record<string, unknown>): OutboxMutation => ({
  seq,
  id: uuidv7(),
  name,
  args,
});

/** POST /api/sync/push as the engine sends it. */
export async function push(
  base: string,
  client: Client,
  clientId: string,
  mutations: OutboxMutation[],
  timeoutMs?: number,
): Promise<{ status: number; body: PushResponse | null }> {
  const res = await client.request(
    base,
    'POST',
    '/api/sync/push',
    { clientId, schemaVersion: 1, mutations },
    timeoutMs,
  );
  if (res.status === 200) return { status: res.status, body: (await res.json()) as PushResponse };
  await res.arrayBuffer();
  return { status: res.status, body: null };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A task as the client would create it, with a title that names the write. */
export function taskArgs(id: string, title: string, goalId: string | null = null) {
  return {
    id,
    goalId,
    title,
    description: null,
    category: 'personal',
    priority: 3,
    scheduledDate: '2030-01-15',
    dueDate: null,
    estimatedMinutes: 30,
    aiSuggested: false,
    reasoning: null,
  };
}
