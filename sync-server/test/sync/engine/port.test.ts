// The sync worker's port (sync/serve-engine.ts ⇄ sync/port-engine.ts) over a real MessageChannel:
// the worker side is a real SyncEngine on its own connection to the device's database, as in the
// browser, against the real server.
import type { Goal } from '@reign/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { ReignDb } from '../../db/database';
import { type EngineStatus, SyncEngine } from '../engine';
import { memoryLock } from '../lock';
import { PortEngine } from '../port-engine';
import { serveEngine } from '../serve-engine';
import {
  type Account,
  apiGet,
  closingDevices,
  type Device,
  goalValues,
  network,
  newAccount,
  serverUrl,
} from './harness';

const device = closingDevices();
const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/**
 * The page's PortEngine on `page`'s database; behind the port, the worker's own SyncEngine on its
 * own connection to that database (as in the browser) with a network of its own.
 */
function throughPort(
  account: Account,
  page: Device,
  hooks: { signedOut?: () => void; stop?: () => void; stopped?: () => void } = {},
) {
  const channel = new MessageChannel();
  channels.push(channel);
  const net = network(account.fetch);
  const worker: { db: ReignDb | null } = { db: null };
  serveEngine(channel.port2, (dbName, engineHooks) => {
    worker.db = new ReignDb(dbName);
    return new SyncEngine({
      db: worker.db,
      fetch: net.fetch,
      baseUrl: serverUrl(),
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
  return { engine, seen, net, worker };
}

describe('the sync worker port', () => {
  it('a change made in the page syncs through the worker, and its rows and status reach the page', async () => {
    const account = await newAccount();
    const page = device(account);
    const { engine, seen, worker } = throughPort(account, page);

    const goal = await page.mutations.createGoal(goalValues());
    expect(await engine.flush()).toBe('synced');

    expect(worker.db?.name).toBe(page.db.name);
    expect(worker.db).not.toBe(page.db);
    expect((await apiGet<Goal[]>(account, '/api/goals')).map((g) => g.id)).toEqual([goal.id]);
    expect(await page.db.outbox.count()).toBe(0);
    expect((await page.db.goals.get(goal.id))?.version).toBeGreaterThan(0);
    expect(seen.some((s) => s.syncing)).toBe(true);
    expect(engine.getStatus()).toMatchObject({ syncing: false, failures: 0, pushedWrites: 1 });
  });

  it('a 401 in the worker pauses sync and tells the page', async () => {
    const account = await newAccount();
    const page = device(account);
    let signedOut = 0;
    const { engine } = throughPort(account, page, { signedOut: () => signedOut++ });
    account.setCookie(null);

    expect(await engine.flush()).toBe('signed-out');
    expect(signedOut).toBe(1);
    expect(engine.getStatus().paused).toBe('signed-out');
  });

  it("a failed pull rejects in the page with the server's status and code", async () => {
    const account = await newAccount();
    const page = device(account);
    const { engine, net } = throughPort(account, page);
    net.offline = true;

    const error = await engine.pull(true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  it('stop lets the running flush finish, then closes the worker’s database', async () => {
    const account = await newAccount();
    const page = device(account);
    let stopping = 0;
    let stopped = 0;
    const { engine, worker } = throughPort(account, page, {
      stop: () => stopping++,
      stopped: () => stopped++,
    });
    const goal = await page.mutations.createGoal(goalValues());

    const flushed = engine.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    engine.stop();
    expect(stopping).toBe(1);
    await expect.poll(() => stopped).toBe(1);
    expect(worker.db?.isOpen()).toBe(false);
    expect(await flushed).toBe('synced');
    expect((await apiGet<Goal[]>(account, '/api/goals')).map((g) => g.id)).toEqual([goal.id]);
  });

  it('after stop, calls answer at once instead of waiting on a worker that is gone', async () => {
    const account = await newAccount();
    const page = device(account);
    let stopped = 0;
    const { engine } = throughPort(account, page, { stopped: () => stopped++ });
    engine.stop();
    await expect.poll(() => stopped).toBe(1);

    expect(await engine.flush()).toBe('failed');
    await expect(engine.pull(true)).rejects.toThrow('Sync has stopped for this session.');
  });

  it('when the worker cannot run, the waiting calls and later ones run in the page', async () => {
    const account = await newAccount();
    const page = device(account);
    const channel = new MessageChannel();
    channels.push(channel);
    const engine = new PortEngine(channel.port1, page.db.name, { fallback: () => page.engine });
    const goal = await page.mutations.createGoal(goalValues());

    const waiting = engine.flush(); // nobody serves the port
    engine.fail();
    expect(await waiting).toBe('synced');
    await page.mutations.updateGoal(goal.id, { title: 'Read two chapters' });
    expect(await engine.flush()).toBe('synced');
    expect((await apiGet<Goal[]>(account, '/api/goals'))[0]?.title).toBe('Read two chapters');
    expect(engine.getStatus()).toBe(page.engine.getStatus());
  });
});
