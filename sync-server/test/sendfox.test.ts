import { sendfoxMessages } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePoints } from './support/factories';
import { as, createTestApp, registerUser, signInAdmin, uniqueUsername } from './support/harness';
import { startSendfoxStandIn } from './support/sendfox-stand-in';

let standIn: Awaited<ReturnType<typeof startSendfoxStandIn>>;
let app: FastifyInstance;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  standIn = await startSendfoxStandIn();
  app = await createTestApp({ SENDFOX_API_TOKEN: standIn.token, SENDFOX_API_URL: standIn.url });
  admin = as(app, await signInAdmin(app));
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

let markers = 0;
async function marker() {
  // users made by each test carry a points figure above every earlier one, so `minSharingPoints`
  // picks only them
  markers += 1;
  return 700_000 + markers * 100_000;
}

describe('SendFox export', () => {
  it('lists and creates lists, with the name rule', async () => {
    const created = await admin.post('/api/admin/sendfox/lists', { name: 'Reign members' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Reign members', contact_count: 0 });
    const { connected, lists } = (await admin.get('/api/admin/sendfox/lists')).json();
    expect(connected).toBe(true);
    expect(lists.map((l: { name: string }) => l.name)).toContain('Reign members');
    expect((await admin.post('/api/admin/sendfox/lists', { name: ' ' })).json()).toEqual({
      message: sendfoxMessages.listName,
      code: 'invalid_request',
    });
  });

  it('exports the users the filters choose, skipping those without an e-mail', async () => {
    const points = await marker();
    const withPlan = await registerUser(app, { email: `${uniqueUsername('a')}@example.com` });
    const withoutPlan = await registerUser(app, { email: `${uniqueUsername('b')}@example.com` });
    const noEmail = await registerUser(app);
    for (const u of [withPlan, withoutPlan, noEmail]) await givePoints(app, u.user.id, points);
    await as(app, withPlan).post('/api/entries', {
      date: '2026-11-21',
      verse: 'v',
      verseReference: 'Psalm 1:1',
      priorities: ['p'],
    });
    await as(app, noEmail).post('/api/entries', {
      date: '2026-11-21',
      verse: 'v',
      verseReference: 'Psalm 1:1',
      priorities: ['p'],
    });

    const res = await admin.post('/api/admin/sendfox/export-users-filtered', {
      listName: `Planners ${points}`,
      hasEntries: true,
      minSharingPoints: points,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, exportedUsers: 1, skippedUsers: 1, failedUsers: 0 });
    const list = standIn.lists.find((l) => l.name === `Planners ${points}`);
    const sent = standIn.contacts.filter((c) => c.lists.includes(list?.id ?? -1)).map((c) => c.email);
    expect(sent).toEqual([(withPlan.user as unknown as { email: string }).email]);
  });

  it('says which list is needed, and checks the filters', async () => {
    expect((await admin.post('/api/admin/sendfox/export-users', {})).json()).toEqual({
      message: sendfoxMessages.target,
      code: 'invalid_request',
    });
    expect(
      (
        await admin.post('/api/admin/sendfox/export-users-filtered', { listId: 1, minSharingPoints: -1 })
      ).json(),
    ).toEqual({
      message: sendfoxMessages.minPoints,
      code: 'invalid_request',
    });
  });

  it('reports a failure halfway through an export, with what was sent', async () => {
    const points = await marker();
    for (let i = 0; i < 6; i++) {
      const u = await registerUser(app, { email: `${uniqueUsername(`h${i}`)}@example.com` });
      await givePoints(app, u.user.id, points);
    }
    standIn.failAfter(standIn.contacts.length + 2);
    try {
      const res = (
        await admin.post('/api/admin/sendfox/export-users-filtered', {
          listName: `Half ${points}`,
          minSharingPoints: points,
        })
      ).json();
      expect(res).toMatchObject({ success: false, exportedUsers: 2, failedUsers: 3, skippedUsers: 1 });
      expect(res.message).toMatch(/stopped answering/);
    } finally {
      standIn.failAfter(undefined);
    }
  });

  it('shows Not Connected without a token, and refuses non-admins', async () => {
    const off = await createTestApp();
    try {
      const offAdmin = as(off, await signInAdmin(off));
      expect((await offAdmin.get('/api/admin/sendfox/lists')).json()).toEqual({
        connected: false,
        lists: [],
      });
      expect((await offAdmin.post('/api/admin/sendfox/export-users', { listId: 1 })).statusCode).toBe(503);
    } finally {
      await off.close();
    }
    const user = as(app, await registerUser(app));
    expect((await user.get('/api/admin/sendfox/lists')).statusCode).toBe(403);
  });
});
