import { type RouteSpec, routes } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPerson } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, registerUser, type SignedIn, signInAdmin } from './support/harness';
import { moderate, posted, queueOf, setWall } from './support/prayer-wall';

// Every wall route for each caller: the author, another member, the administrator (the moderator)
// and someone signed out; and an anonymous request's author never named, nor numbered, to others.

const app = fileTestApp();

const ROLES = ['author', 'other', 'administrator', 'signed out'] as const;
type Role = (typeof ROLES)[number];
const callers = {} as Record<Role, { cookies: Record<string, string> }>;
/** Each role posts a few requests of its own in the table below: a fresh author per row keeps the day's bound away. */
let author: SignedIn;

type Case = {
  route: RouteSpec;
  body?: object;
  pending?: boolean;
  reported?: boolean;
  expected: Record<Role, number>;
};
const members = (ok: number) => ({ author: ok, other: ok, administrator: ok, 'signed out': 401 });
const moderator = (ok: number) => ({ author: 403, other: 403, administrator: ok, 'signed out': 401 });
const CASES: Record<string, Case> = {
  getPrayerWall: { route: routes.getPrayerWall, expected: members(200) },
  listMyWallRequests: { route: routes.listMyWallRequests, expected: members(200) },
  postWallRequest: { route: routes.postWallRequest, body: { title: 'A request' }, expected: members(201) },
  deleteWallRequest: {
    route: routes.deleteWallRequest,
    expected: { author: 200, other: 404, administrator: 404, 'signed out': 401 },
  },
  reportWallRequest: { route: routes.reportWallRequest, body: {}, expected: members(200) },
  prayForWallRequest: { route: routes.prayForWallRequest, body: { tapId: uuidv7() }, expected: members(200) },
  getWallSettings: { route: routes.getWallSettings, expected: moderator(200) },
  setWallSettings: {
    route: routes.setWallSettings,
    body: { open: true, expiryDays: 14 },
    expected: moderator(200),
  },
  getWallQueue: { route: routes.getWallQueue, expected: moderator(200) },
  approveWallRequest: { route: routes.approveWallRequest, pending: true, expected: moderator(200) },
  rejectWallRequest: { route: routes.rejectWallRequest, pending: true, expected: moderator(200) },
  keepWallRequest: { route: routes.keepWallRequest, reported: true, expected: moderator(200) },
  removeWallRequest: { route: routes.removeWallRequest, expected: moderator(200) },
};

beforeAll(async () => {
  callers.administrator = await signInAdmin(app);
  callers.other = await newPerson(app, 'Other');
  callers['signed out'] = { cookies: {} };
  await setWall(app, callers.administrator, { open: true, expiryDays: 14 });
});

describe.each(Object.entries(CASES))('%s', (_name, { route, body, pending, reported, expected }) => {
  it.each(ROLES)('answers %s as expected', async (role) => {
    author = await newPerson(app, 'Author');
    callers.author = author;
    const req = await posted(app, author);
    if (!pending) await moderate(app, callers.administrator, req.id, 'approve');
    if (reported) await as(app, callers.other).post(`/api/wall/requests/${req.id}/report`, {});
    const url = route.path.replace(':id', req.id);
    const res = await app.inject({
      method: route.method,
      url,
      cookies: callers[role].cookies,
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected[role]);
    if (res.statusCode >= 400) expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('an anonymous request', () => {
  it('never names or numbers its author to anyone but the moderator', async () => {
    const name = `Shy ${uuidv7().slice(-8)}`;
    const shy = await registerUser(app, { displayName: name });
    const req = await posted(app, shy, { anonymous: true, details: 'Quietly' });
    await moderate(app, callers.administrator, req.id, 'approve');
    const other = as(app, callers.other);
    const answers = [
      await other.get('/api/wall'),
      await other.post(`/api/wall/requests/${req.id}/prayed`, { tapId: uuidv7() }),
      await other.get('/api/wall/mine'),
    ];
    const onWall = answers[0]?.json().requests.find((r: { id: string }) => r.id === req.id);
    expect(onWall).toMatchObject({ name: null, mine: false, details: 'Quietly' });
    expect(Object.keys(onWall)).not.toContain('authorId');
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      for (const secret of [name, shy.user.username, `"${shy.user.id}"`, `:${shy.user.id},`])
        expect(res.body).not.toContain(secret);
    }
    // the moderator sees who asked
    await other.post(`/api/wall/requests/${req.id}/report`, {});
    const inQueue = (await queueOf(app, callers.administrator)).reported.find((r) => r.id === req.id);
    expect(inQueue).toMatchObject({ anonymous: true, authorId: shy.user.id, authorName: name });
  });
});
