// Two server processes on one PostgreSQL database, on different ports, as behind a load balancer:
// they start at the same moment on an empty database (the migration race), share sessions, see
// each other's writes through sync, and hold one circle whose members use different processes.
import type { CircleDetail, CircleInviteMade, PullResponse, PushResponse } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/db/migrate';
import { type ServerProcess, startServer, waitForHealth } from '../support/server-process';
import { type Client, newClient, push, queued, register, taskArgs } from './support/client';
import { privateDatabaseForFile } from './support/private-postgres';

const database = privateDatabaseForFile('reign_two_processes');
let a: ServerProcess;
let b: ServerProcess;

describe('two server processes on one database', () => {
  it('both start at the same moment on an empty database, and the migrations are applied once', async () => {
    // info logs, to see which process applied the migrations
    const env = { LOG_LEVEL: 'info' };
    [a, b] = await Promise.all([startServer(database.url, env), startServer(database.url, env)]);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
    expect(a.port).not.toBe(b.port);

    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ version: number; n: number }[]>`
        select version, count(*)::int as n from schema_migrations group by version order by version`;
      expect(rows.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
      expect(rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await sql.end();
    }
    // both ran the migrator; exactly one applied the migrations, the other found nothing to do
    const applied = [a, b].filter((s) => s.log().includes('database migrations applied'));
    expect(applied).toHaveLength(1);
    expect(a.alive() && b.alive()).toBe(true);
  });

  it('a session made on one process works on the other, and signing out on one ends it on both', async () => {
    const phone = newClient();
    await register(a.url, phone);
    const onB = await phone.request(b.url, 'GET', '/api/user');
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { username: string }).username).toBe(phone.username);

    const cookie = phone.cookie;
    expect((await phone.request(b.url, 'POST', '/api/logout')).status).toBeLessThan(300);
    phone.cookie = cookie; // a second tab still holding the old cookie
    expect((await phone.request(a.url, 'GET', '/api/user')).status).toBe(401);
  });

  it('a write through one process is pulled through the other, both ways', async () => {
    const user = newClient();
    await register(b.url, user);
    const clientId = `c-${uuidv7()}`;
    const first = uuidv7();
    const pushed = await push(a.url, user, clientId, [
      queued(1, 'task.create', taskArgs(first, 'written through A')),
    ]);
    expect(pushed.status).toBe(200);
    expect(pushed.body?.results.map((r) => r.status)).toEqual(['applied']);

    const pullB = await user.request(b.url, 'GET', `/api/sync/pull?cursor=0&clientId=${clientId}`);
    expect(pullB.status).toBe(200);
    const pageB = (await pullB.json()) as PullResponse;
    expect(pageB.lastAppliedSeq).toBe(1);
    expect(pageB.changes.filter((c) => c.table === 'tasks').map((c) => c.id)).toEqual([first]);

    // the same outbox continues through B; A pulls it from B's cursor onwards
    const second = uuidv7();
    const next = await push(b.url, user, clientId, [
      queued(2, 'task.create', taskArgs(second, 'written through B')),
    ]);
    expect((next.body as PushResponse).lastAppliedSeq).toBe(2);
    const pullA = await user.request(
      a.url,
      'GET',
      `/api/sync/pull?cursor=${pageB.cursor}&clientId=${clientId}`,
    );
    const pageA = (await pullA.json()) as PullResponse;
    expect(pageA.changes.map((c) => c.id)).toEqual([second]);
    expect(pageA.lastAppliedSeq).toBe(2);
  });

  it('one circle, its members on both processes: joins at the same moment, each sees the others', async () => {
    const json = async <T>(res: Response, status = 200): Promise<T> => {
      expect(res.status, await res.clone().text()).toBe(status);
      return (await res.json()) as T;
    };
    const ana = newClient();
    await register(a.url, ana);
    const circle = await json<CircleDetail>(
      await ana.request(a.url, 'POST', '/api/circles', { name: 'Home group' }),
      201,
    );
    const invite = await json<CircleInviteMade>(
      await ana.request(a.url, 'POST', `/api/circles/${circle.id}/invites`, {}),
      201,
    );
    // Ben through A, Carla through B, Dan through B, all at the same moment
    const [ben, carla, dan] = [newClient(), newClient(), newClient()];
    const people: Array<[Client, string]> = [
      [ben, a.url],
      [carla, b.url],
      [dan, b.url],
    ];
    await Promise.all(people.map(([who, url]) => register(url, who)));
    const joined = await Promise.all(
      people.map(([who, url]) => who.request(url, 'POST', '/api/circles/join', { code: invite.code })),
    );
    expect(joined.map((r) => r.status).every((s) => s < 300)).toBe(true);
    // each process answers the same circle: four members, one leader
    for (const url of [a.url, b.url]) {
      const seen = await json<CircleDetail>(await carla.request(url, 'GET', `/api/circles/${circle.id}`));
      expect(seen.members.map((m) => m.role).sort()).toEqual(['leader', 'member', 'member', 'member']);
      expect(seen.memberCount).toBe(4);
    }
    // a removal through B ends the removed person's reading through A
    const danId = (await json<{ id: number }>(await dan.request(a.url, 'GET', '/api/user'))).id;
    await json(await ana.request(b.url, 'DELETE', `/api/circles/${circle.id}/members/${danId}`));
    expect((await dan.request(a.url, 'GET', `/api/circles/${circle.id}`)).status).toBe(404);
    const after = await json<CircleDetail>(await ana.request(a.url, 'GET', `/api/circles/${circle.id}`));
    expect(after.memberCount).toBe(3);
    // every write bumped the circle's one counter: a later read is never behind an earlier one
    expect(after.version).toBeGreaterThan(circle.version + 4);
  });
});
