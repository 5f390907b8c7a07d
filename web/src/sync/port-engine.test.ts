// The sync worker's port (serve-engine.ts ⇄ port-engine.ts) over a real MessageChannel: the worker
// side is a real SyncEngine on its own connection to the device's database, as in the browser. The
// server here only answers (every change applied, nothing new to pull, or 401 when signed out):
// what the server does with the changes is proven by sync-server's engine tests and simulation.
import { ApiError } from '@reign/contract/api-error';
import { uuidv7 } from '@reign/domain';
import { type EngineStatus, SyncEngine } from '@reign/sync/client/engine';
import { memoryLock } from '@reign/sync/client/lock';
import { createMutations } from '@reign/sync/client/mutations';
import { ReignDb } from '@reign/sync/device/database';
import { afterEach, describe, expect, it } from 'vitest';
import { PortEngine } from './port-engine';
import { serveEngine } from './serve-engine';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server that applies every change it is sent and has nothing to pull; it can sign the device out. */
function answeringServer() {
  const server = {
    signedIn: true,
    offline: false,
    /** the names of the mutations applied, in order */
    applied: [] as string[],
    fetch: (async (input: string | URL | Request, init: RequestInit = {}) => {
      if (server.offline) throw new TypeError('fetch failed (offline)');
      if (!server.signedIn) return json(401, { message: 'Please sign in to continue.', code: 'signed_out' });
      const path = new URL(String(input), 'http://test.invalid').pathname;
      if (path !== '/api/sync/push')
        return json(200, { changes: [], cursor: 0, hasMore: false, lastAppliedSeq: 0 });
      const body = JSON.parse(String(init.body)) as {
        mutations: { seq: number; id: string; name: string }[];
      };
      server.applied.push(...body.mutations.map((m) => m.name));
      const results = body.mutations.map((m) => ({ seq: m.seq, id: m.id, status: 'applied', error: null }));
      return json(200, { results, lastAppliedSeq: body.mutations.at(-1)?.seq ?? 0, expectedSeq: null });
    }) as typeof fetch,
  };
  return server;
}

const open: { close(): void }[] = [];
const portsOf = (channel: MessageChannel) => ({
  close: () => {
    channel.port1.close();
    channel.port2.close();
  },
});
afterEach(() => {
  for (const o of open.splice(0)) o.close();
});

/** The page's database, its mutations and its own engine (the port's fallback). */
function pageDevice(server: ReturnType<typeof answeringServer>) {
  const db = new ReignDb(`port-${uuidv7()}`);
  const engine = new SyncEngine({ db, fetch: server.fetch, lock: memoryLock(`lock-${db.name}`) });
  open.push({
    close: () => {
      engine.stop();
      db.close();
    },
  });
  return { db, engine, mutations: createMutations(db, { queue: true }) };
}

const goal = { title: 'Read the Bible daily', description: 'One chapter', targetDate: '2099-12-31' };

/**
 * The page's PortEngine on `page`'s database; behind the port, the worker's own SyncEngine on its
 * own connection to that database (as in the browser).
 */
function throughPort(
  server: ReturnType<typeof answeringServer>,
  page: ReturnType<typeof pageDevice>,
  hooks: { signedOut?: () => void; stop?: () => void; stopped?: () => void } = {},
) {
  const channel = new MessageChannel();
  open.push(portsOf(channel));
  const worker: { db: ReignDb | null } = { db: null };
  serveEngine(channel.port2, (dbName, engineHooks) => {
    worker.db = new ReignDb(dbName);
    return new SyncEngine({
      db: worker.db,
      fetch: server.fetch,
      lock: memoryLock(`lock-${dbName}`),
      onSignedOut: engineHooks.onSignedOut,
    });
  });
  const engine = new PortEngine(channel.port1, page.db.name, {
    onSignedOut: hooks.signedOut,
    onStop: hooks.stop,
    onStopped: hooks.stopped,
    fallback: () => page.engine,
  });
  const seen: EngineStatus[] = [];
  engine.subscribe(() => seen.push(engine.getStatus()));
  return { engine, seen, worker };
}

describe('the sync worker port', () => {
  it('a change made in the page syncs through the worker, and its status reaches the page', async () => {
    const server = answeringServer();
    const page = pageDevice(server);
    const { engine, seen, worker } = throughPort(server, page);

    await page.mutations.createGoal(goal);
    expect(await engine.flush()).toBe('synced');

    expect(worker.db?.name).toBe(page.db.name);
    expect(worker.db).not.toBe(page.db);
    expect(server.applied).toEqual(['goal.create']);
    expect(await page.db.outbox.count()).toBe(0);
    expect(seen.some((s) => s.syncing)).toBe(true);
    expect(engine.getStatus()).toMatchObject({ syncing: false, failures: 0, pushedWrites: 1 });
  });

  it('a 401 in the worker pauses sync and tells the page', async () => {
    const server = answeringServer();
    const page = pageDevice(server);
    let signedOut = 0;
    const { engine } = throughPort(server, page, { signedOut: () => signedOut++ });
    server.signedIn = false;

    expect(await engine.flush()).toBe('signed-out');
    expect(signedOut).toBe(1);
    expect(engine.getStatus().paused).toBe('signed-out');
  });

  it("a failed pull rejects in the page with the error's status and code", async () => {
    const server = answeringServer();
    const { engine } = throughPort(server, pageDevice(server));
    server.offline = true;

    const error = await engine.pull(true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  it('stop lets the running flush finish, then closes the worker’s database', async () => {
    const server = answeringServer();
    const page = pageDevice(server);
    let stopping = 0;
    let stopped = 0;
    const { engine, worker } = throughPort(server, page, {
      stop: () => stopping++,
      stopped: () => stopped++,
    });
    await page.mutations.createGoal(goal);

    const flushed = engine.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    engine.stop();
    expect(stopping).toBe(1);
    await expect.poll(() => stopped).toBe(1);
    expect(worker.db?.isOpen()).toBe(false);
    expect(await flushed).toBe('synced');
    expect(server.applied).toEqual(['goal.create']);
  });

  it('after stop, calls answer at once instead of waiting on a worker that is gone', async () => {
    const server = answeringServer();
    let stopped = 0;
    const { engine } = throughPort(server, pageDevice(server), { stopped: () => stopped++ });
    engine.stop();
    await expect.poll(() => stopped).toBe(1);

    expect(await engine.flush()).toBe('failed');
    await expect(engine.pull(true)).rejects.toThrow('Sync has stopped for this session.');
  });

  it('when the worker cannot run, the waiting calls and later ones run in the page', async () => {
    const server = answeringServer();
    const page = pageDevice(server);
    const channel = new MessageChannel();
    open.push(portsOf(channel));
    const engine = new PortEngine(channel.port1, page.db.name, { fallback: () => page.engine });
    const made = await page.mutations.createGoal(goal);

    const waiting = engine.flush(); // nobody serves the port
    engine.fail();
    expect(await waiting).toBe('synced');
    await page.mutations.updateGoal(made.id, { title: 'Read two chapters' });
    expect(await engine.flush()).toBe('synced');
    expect(server.applied).toEqual(['goal.create', 'goal.update']);
    expect(engine.getStatus()).toBe(page.engine.getStatus());
  });
});
