import { SYNC_SCHEMA_VERSION, type SyncTable } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { rowChecksum, sumChecksums } from '@reign/sync/protocol/checksums';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser } from './support/harness';

// What a device reports and checks with the server (docs/sync-protocol.md, 'Repair' and 'A wipe
// is told'): each table's checksum as of a version, a pull of one table, and the changes a device
// said were waiting that never arrived, told once to a browser with no Reign data.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const m = (seq: number, name: string, args: unknown) => ({ seq, id: uuidv7(), name, args });
const goal = (title: string) => ({ id: uuidv7(), title, description: 'd', targetDate: '2026-12-31' });

function deviceOf(user: Awaited<ReturnType<typeof registerUser>>, agent = 'Mozilla/5.0 (test)') {
  const clientId = `client-${uuidv7()}`;
  const headers = { 'user-agent': agent };
  return {
    clientId,
    push: (mutations: unknown[]) =>
      app.inject({
        method: 'POST',
        url: '/api/sync/push',
        cookies: user.cookies,
        headers,
        payload: { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations },
      }),
    pull: (query: string) =>
      app.inject({
        method: 'GET',
        url: `/api/sync/pull?clientId=${clientId}&${query}`,
        cookies: user.cookies,
        headers,
      }),
  };
}

/** The checksums a device holding every live row of the pull would compute. */
function checksumsOfPull(changes: { table: SyncTable; version: number; row: object | null }[]) {
  const parts = new Map<string, number[]>();
  for (const c of changes)
    if (c.row)
      parts.set(c.table, [...(parts.get(c.table) ?? []), rowChecksum(c.table, c.row as never, c.version)]);
  return Object.fromEntries([...parts].map(([table, p]) => [table, sumChecksums(p)]));
}

describe('checksums', () => {
  it("agree with a device holding the pull's rows, move with each change, and are of the account alone", async () => {
    const user = await registerUser(app);
    const d = deviceOf(user);
    const first = goal('Pray daily');
    await d.push([m(1, 'goal.create', first), m(2, 'goal.create', goal('Read the Bible'))]);
    const pulled = (await d.pull('cursor=0')).json();
    const sums = (await as(app, user).get('/api/sync/checksums')).json();
    expect(sums.atVersion).toBe(pulled.cursor);
    expect(sums.tables.goals).toBe(checksumsOfPull(pulled.changes).goals);
    expect(sums.tables.tasks).toBe(0);

    await d.push([m(3, 'goal.update', { id: first.id, changes: { title: 'Pray twice a day' } })]);
    const after = (await as(app, user).get('/api/sync/checksums')).json();
    expect(after.atVersion).toBeGreaterThan(sums.atVersion);
    expect(after.tables.goals).not.toBe(sums.tables.goals);

    const stranger = await registerUser(app);
    await deviceOf(stranger).push([m(1, 'goal.create', goal('Pray daily'))]);
    expect((await as(app, user).get('/api/sync/checksums')).json()).toEqual(after);
  });

  it('a pull of one table gives only its rows, from the start', async () => {
    const user = await registerUser(app);
    const d = deviceOf(user);
    await d.push([
      m(1, 'goal.create', goal('Pray daily')),
      m(2, 'prayer.create', { id: uuidv7(), title: 'Healing for Ann' }),
    ]);
    const page = (await d.pull('cursor=0&table=prayers')).json();
    expect(page.changes.map((c: { table: string }) => c.table)).toEqual(['prayers']);
    expect((await d.pull('cursor=0&table=nothing')).statusCode).toBe(400);
  });
});

describe('changes that never arrived', () => {
  it('are told once, to the first pull of a browser with no Reign data, naming the device', async () => {
    const user = await registerUser(app);
    const phone = deviceOf(user, 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36');
    await phone.push([m(1, 'goal.create', goal('Pray daily'))]);
    expect(
      (await phone.pull('cursor=0&waiting=2&waitingSince=2026-11-27T08:12:00.000Z')).json(),
    ).not.toHaveProperty('lostChanges');

    // the phone's browser cleared its data: the same account signs in with nothing on it
    const fresh = deviceOf(user);
    const told = (await fresh.pull('cursor=0&waiting=0')).json();
    expect(told.lostChanges).toEqual([
      {
        waiting: 2,
        since: '2026-11-27T08:12:00.000Z',
        userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
      },
    ]);
    // the answer may never have reached the page (it moved on): the same browser asking from the
    // start again is told again
    expect((await fresh.pull('cursor=0&waiting=0')).json().lostChanges).toEqual(told.lostChanges);
    // once: its pull past the start and another new browser hear nothing of it
    expect((await fresh.pull(`cursor=${told.cursor || 1}&waiting=0`)).json()).not.toHaveProperty(
      'lostChanges',
    );
    expect((await deviceOf(user).pull('cursor=0&waiting=0')).json()).not.toHaveProperty('lostChanges');
  });

  it('are not told when the device sent them after all, nor to a device that had pulled before', async () => {
    const user = await registerUser(app);
    const laptop = deviceOf(user);
    await laptop.pull('cursor=0&waiting=0');
    const phone = deviceOf(user);
    await phone.pull('cursor=0&waiting=1&waitingSince=2026-11-27T08:12:00.000Z');
    // the laptop had pulled before: it is no browser without data
    expect((await laptop.pull('cursor=0&waiting=0')).json()).not.toHaveProperty('lostChanges');
    // the phone sent them and said so
    await phone.pull('cursor=0&waiting=0');
    expect((await deviceOf(user).pull('cursor=0&waiting=0')).json()).not.toHaveProperty('lostChanges');
  });

  it('a push the server could not take still tells it what waits; one it took does not', async () => {
    const user = await registerUser(app);
    const phone = deviceOf(user, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1');
    const since = '2026-11-27T08:12:00.000Z';
    // an app newer than the server: its changes wait on the device
    const newer = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      cookies: user.cookies,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1' },
      payload: {
        clientId: phone.clientId,
        schemaVersion: SYNC_SCHEMA_VERSION + 1,
        mutations: [m(1, 'goal.create', goal('Pray daily')), m(2, 'goal.create', goal('Fast'))],
        waiting: 2,
        waitingSince: since,
      },
    });
    expect(newer.statusCode).toBe(400);
    const told = (await deviceOf(user).pull('cursor=0&waiting=0')).json();
    expect(told.lostChanges).toEqual([expect.objectContaining({ waiting: 2, since })]);

    // a laptop whose push went through: nothing waits there
    const other = await registerUser(app);
    const laptop = deviceOf(other);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      cookies: other.cookies,
      payload: {
        clientId: laptop.clientId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [m(1, 'goal.create', goal('Pray daily'))],
        waiting: 1,
        waitingSince: since,
      },
    });
    expect(sent.statusCode).toBe(200);
    expect((await deviceOf(other).pull('cursor=0&waiting=0')).json()).not.toHaveProperty('lostChanges');
  });

  it("never tells one person of another's devices", async () => {
    const someone = await registerUser(app);
    await deviceOf(someone).pull('cursor=0&waiting=3&waitingSince=2026-11-27T08:12:00.000Z');
    const other = await registerUser(app);
    expect((await deviceOf(other).pull('cursor=0&waiting=0')).json()).not.toHaveProperty('lostChanges');
  });
});
