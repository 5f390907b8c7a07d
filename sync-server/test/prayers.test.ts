import { fieldMessages, goalMessages, prayerMessages, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, bodyOf, createTestApp, registerUser } from './support/harness';
import { refusalSaying } from './support/refusal';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const m = (seq: number, name: string, args: unknown) => ({ seq, id: uuidv7(), name, args });

async function signedIn() {
  const user = await registerUser(app);
  const me = as(app, user);
  const clientId = `client-${uuidv7()}`;
  return {
    user,
    me,
    push: (mutations: unknown[]) =>
      me.post('/api/sync/push', { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations }),
    pull: (cursor = 0) => me.get(`/api/sync/pull?cursor=${cursor}&clientId=${clientId}`),
  };
}

describe('prayer requests over REST', () => {
  it('adds a request with the defaults, lists it, and a free member has no limit', async () => {
    const { me } = await signedIn();
    const added = await bodyOf(
      201,
      me.post('/api/prayers', { title: '  Healing for Mom ', forWhom: 'Mom', details: '' }),
    );
    expect(added).toMatchObject({
      title: 'Healing for Mom',
      forWhom: 'Mom',
      details: null,
      category: 'spiritual',
      status: 'active',
      answeredAt: null,
      testimony: null,
    });
    for (let i = 0; i < 5; i++)
      expect((await me.post('/api/prayers', { title: `More ${i}` })).statusCode).toBe(201);
    expect((await me.get('/api/prayers')).json()).toHaveLength(6);
  });

  it.each([
    [{ title: '  ' }, fieldMessages.title],
    [{}, fieldMessages.title],
    [{ title: 'x'.repeat(121) }, prayerMessages.titleTooLong],
    [{ title: 't', details: 'x'.repeat(2001) }, fieldMessages.tooLong],
    [{ title: 't', category: 'finance' }, goalMessages.category],
    [{ title: 't', status: 'answered' }, { code: 'server.unknownKey', values: { key: 'status' } } as const],
  ])('refuses %j with %j', async (body, message) => {
    const { me } = await signedIn();
    const res = await me.post('/api/prayers', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusalSaying(message, 'invalid_request'));
  });

  it('answers a request with a date and testimony, archives and restores it', async () => {
    const { me } = await signedIn();
    const { id } = (await me.post('/api/prayers', { title: 'New job', details: 'for Sam' })).json();
    const answered = await me.post(`/api/prayers/${id}/answer`, {
      answeredAt: '2026-11-20',
      testimony: 'Hired!',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'answered',
      answeredAt: '2026-11-20',
      testimony: 'Hired!',
    });
    expect((await me.post(`/api/prayers/${id}/answer`, { answeredAt: 'soon' })).statusCode).toBe(400);
    const testimonyLong = await me.post(`/api/prayers/${id}/answer`, {
      answeredAt: '2026-11-20',
      testimony: 'x'.repeat(2001),
    });
    expect(testimonyLong.json().message).toBe(fieldMessages.tooLong);
    const archived = (await me.put(`/api/prayers/${id}`, { status: 'archived' })).json();
    expect(archived).toMatchObject({ status: 'archived', answeredAt: '2026-11-20', details: 'for Sam' });
    const restored = (await me.put(`/api/prayers/${id}`, { status: 'active' })).json();
    expect(restored).toMatchObject({ status: 'active', answeredAt: null, testimony: 'Hired!' });
  });

  it('an edit changes only the fields sent; an empty change set is refused', async () => {
    const { me } = await signedIn();
    const { id } = (await me.post('/api/prayers', { title: 'A', details: 'd', forWhom: 'Ann' })).json();
    const edited = (await me.put(`/api/prayers/${id}`, { forWhom: '' })).json();
    expect(edited).toMatchObject({ title: 'A', details: 'd', forWhom: null });
    expect((await me.put(`/api/prayers/${id}`, {})).statusCode).toBe(400);
  });

  it('deletes as a tombstone: gone from the list, pulled as deleted, deleting again is fine', async () => {
    const d = await signedIn();
    const { id } = (await d.me.post('/api/prayers', { title: 'Gone soon' })).json();
    expect((await d.me.delete(`/api/prayers/${id}`)).statusCode).toBe(200);
    expect((await d.me.delete(`/api/prayers/${id}`)).statusCode).toBe(200);
    expect((await d.me.get('/api/prayers')).json()).toEqual([]);
    expect((await d.me.put(`/api/prayers/${id}`, { title: 'Back' })).statusCode).toBe(404);
    const changes = (await d.pull()).json().changes.filter((c: { id: string }) => c.id === id);
    expect(changes).toEqual([expect.objectContaining({ table: 'prayers', deleted: true, row: null })]);
  });

  it("another user's request is 404 and unchanged", async () => {
    const owner = await signedIn();
    const thief = await signedIn();
    const { id } = (await owner.me.post('/api/prayers', { title: 'Mine' })).json();
    expect((await thief.me.put(`/api/prayers/${id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await thief.me.post(`/api/prayers/${id}/answer`, { answeredAt: '2026-11-20' })).statusCode).toBe(
      404,
    );
    expect((await thief.me.delete(`/api/prayers/${id}`)).statusCode).toBe(404);
    expect((await thief.me.post('/api/prayers', { id, title: 'Mine now' })).statusCode).toBe(409);
    expect((await owner.me.get('/api/prayers')).json()).toMatchObject([{ title: 'Mine', status: 'active' }]);
  });
});

describe('prayer requests through sync', () => {
  it('two change sets of different fields of one request both stay; an answer is an update', async () => {
    const a = await signedIn();
    const id = uuidv7();
    await a.push([m(1, 'prayer.create', { id, title: 'Peace', category: 'relationships' })]);
    const res = await a.push([
      m(2, 'prayer.update', { id, changes: { details: 'for the family' } }),
      m(3, 'prayer.update', { id, changes: { forWhom: 'Dad' } }),
      m(4, 'prayer.update', {
        id,
        changes: { status: 'answered', answeredAt: '2026-11-21', testimony: 'Yes' },
      }),
    ]);
    expect(res.json().results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    const [row] = (await a.me.get('/api/prayers')).json();
    expect(row).toMatchObject({
      title: 'Peace',
      details: 'for the family',
      forWhom: 'Dad',
      category: 'relationships',
      status: 'answered',
      answeredAt: '2026-11-21',
      testimony: 'Yes',
    });
    const pulled = (await a.pull()).json().changes.filter((c: { table: string }) => c.table === 'prayers');
    expect(pulled.at(-1)).toMatchObject({ table: 'prayers', id, deleted: false, row });
  });

  it('an update after a delete is ignored (the delete wins); a bad title is a rejection with the message', async () => {
    const a = await signedIn();
    const id = uuidv7();
    const res = await a.push([
      m(1, 'prayer.create', { id, title: 'Short-lived' }),
      m(2, 'prayer.delete', { id }),
      m(3, 'prayer.update', { id, changes: { title: 'Edited elsewhere' } }),
      m(4, 'prayer.create', { id: uuidv7(), title: '' }),
    ]);
    const results = res.json().results;
    expect(results.slice(0, 3).map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    expect(results[3]).toMatchObject({
      status: 'rejected',
      error: { status: 400, message: fieldMessages.title },
    });
    expect((await a.me.get('/api/prayers')).json()).toEqual([]);
  });
});

describe('prayer requests in the account export and import', () => {
  it('round-trips: the export imported again adds nothing; into a new account it gives the same requests', async () => {
    const a = await signedIn();
    const { id } = (await a.me.post('/api/prayers', { title: 'Answered one', forWhom: 'Kim' })).json();
    await a.me.post(`/api/prayers/${id}/answer`, { answeredAt: '2026-11-02', testimony: 'Thank you' });
    await a.me.post('/api/prayers', { title: 'Still praying', details: 'every day' });
    const file = (await a.me.get('/api/account/export')).json();
    expect(file.prayers).toHaveLength(2);
    expect((await a.me.post('/api/account/import', file)).json().prayers).toEqual({
      added: 0,
      kept: 2,
      refused: 0,
    });
    expect((await a.me.get('/api/prayers')).json()).toEqual(file.prayers);
    // ids are global: another account imports the same requests under ids of its own
    const b = await signedIn();
    const renamed = file.prayers.map((p: object) => ({ ...p, id: uuidv7() }));
    const imported = await b.me.post('/api/account/import', { ...file, goals: [], prayers: renamed });
    expect(imported.json().prayers).toEqual({ added: 2, kept: 0, refused: 0 });
    const strip = (rows: { title: string; createdAt: string; updatedAt: string }[]) =>
      rows
        .map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest)
        .sort((x, y) => x.title.localeCompare(y.title));
    expect(strip((await b.me.get('/api/prayers')).json())).toEqual(strip(renamed));
    // an export from before the prayer journal still imports
    const { prayers: _p, ...old } = file;
    expect((await b.me.post('/api/account/import', old)).json().prayers).toEqual({
      added: 0,
      kept: 0,
      refused: 0,
    });
  });
});
