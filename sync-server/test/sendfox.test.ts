import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePoints } from './support/factories';
import { as, createTestApp, registerUser, signInAdmin, uniqueUsername } from './support/harness';
import { refusal } from './support/refusal';
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
    expect((await admin.post('/api/admin/sendfox/lists', { name: ' ' })).json()).toEqual(
      refusal({ code: 'sendfox.listName' }, 'invalid_request'),
    );
  });

  it('exports the users the filters choose, skipping those without an e-mail', async () => {
    const points = await marker();
    const withPlan = await registerUser(app, {
      email: `${uniqueUsername('a')}@example.com`,
      emailConsent: true,
    });
    const withoutPlan = await registerUser(app, {
      email: `${uniqueUsername('b')}@example.com`,
      emailConsent: true,
    });
    const noEmail = await registerUser(app, { emailConsent: true });
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

  it('sends only users who chose e-mail news, joined within the Central days given (both ends)', async () => {
    const points = await marker();
    const email = (p: string) => `${uniqueUsername(p)}@example.com`;
    const yes = await registerUser(app, { email: email('yes'), emailConsent: true });
    const no = await registerUser(app, { email: email('no') });
    const later = await registerUser(app, { email: email('later') });
    const endDay = await registerUser(app, { email: email('end'), emailConsent: true });
    const after = await registerUser(app, { email: email('after'), emailConsent: true });
    // a choice made later in the profile counts; one taken back does not
    expect((await as(app, later).get('/api/user/email-consent')).json()).toEqual({ emailConsent: false });
    expect((await as(app, later).put('/api/user/email-consent', { emailConsent: true })).json()).toEqual({
      emailConsent: true,
    });
    const joined = {
      [yes.user.id]: '2026-03-10T15:00:00Z',
      [no.user.id]: '2026-03-10T15:00:00Z',
      [later.user.id]: '2026-03-11T15:00:00Z',
      // 11:30 pm Central on the end day (already the next day in UTC)
      [endDay.user.id]: '2026-03-13T04:30:00Z',
      // 00:30 am Central the day after the end day
      [after.user.id]: '2026-03-13T05:30:00Z',
    };
    for (const [id, at] of Object.entries(joined)) {
      await app.db.sql`update users set created_at = ${at} where id = ${Number(id)}`;
      await givePoints(app, Number(id), points);
    }
    const res = await admin.post('/api/admin/sendfox/export-users-filtered', {
      listName: `Consent ${points}`,
      minSharingPoints: points,
      dateRange: { start: '2026-03-10', end: '2026-03-12' },
    });
    expect(res.json()).toMatchObject({ success: true, exportedUsers: 3 });
    const list = standIn.lists.find((l) => l.name === `Consent ${points}`);
    const sent = standIn.contacts.filter((c) => c.lists.includes(list?.id ?? -1)).map((c) => c.email);
    const mail = (u: { user: unknown }) => (u.user as { email: string }).email;
    expect(sent.sort()).toEqual([mail(yes), mail(later), mail(endDay)].sort());
  });

  it('says which list is needed, and checks the filters', async () => {
    expect((await admin.post('/api/admin/sendfox/export-users', {})).json()).toEqual(
      refusal({ code: 'sendfox.target' }, 'invalid_request'),
    );
    expect(
      (
        await admin.post('/api/admin/sendfox/export-users-filtered', { listId: 1, minSharingPoints: -1 })
      ).json(),
    ).toEqual(refusal({ code: 'sendfox.minPoints' }, 'invalid_request'));
  });

  it('reports a failure halfway through an export, with what was sent', async () => {
    const points = await marker();
    for (let i = 0; i < 6; i++) {
      const u = await registerUser(app, {
        email: `${uniqueUsername(`h${i}`)}@example.com`,
        emailConsent: true,
      });
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
