import { WALL_LIMITS } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newPerson } from './support/circles';
import { fileTestApp } from './support/file-app';
import { as, type SignedIn, signInAdmin } from './support/harness';
import { moderate, posted, queueOf, setWall, wallIds, wallOf } from './support/prayer-wall';

// The church prayer wall (issue 52): pending until approved, shown until it expires, hidden at
// once when reported until the moderator keeps or removes it; bounds per account; closed wall.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The app's clock: the real time moved on by `ahead` (expiry is tested by moving it). */
let ahead = 0;
const app = fileTestApp({}, { clock: () => new Date(Date.now() + ahead) });

let admin: { cookies: Record<string, string> };
let author: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  admin = await signInAdmin(app);
  other = await newPerson(app, 'Other');
});
beforeEach(async () => {
  ahead = 0;
  author = await newPerson(app, 'Author');
  await setWall(app, admin, { open: true, expiryDays: 14 });
});

describe('posting and approval', () => {
  it('keeps a pending request from others until the moderator approves it', async () => {
    const req = await posted(app, author, { details: 'For my mother' });
    expect(req.status).toBe('pending');
    expect(await wallIds(app, other)).not.toContain(req.id);
    expect(await wallIds(app, author)).not.toContain(req.id);
    const mine = (await as(app, author).get('/api/wall/mine')).json();
    expect(mine.find((r: { id: string }) => r.id === req.id)?.status).toBe('pending');
    expect(
      (await as(app, other).get('/api/wall/mine')).json().map((r: { id: string }) => r.id),
    ).not.toContain(req.id);
    expect((await queueOf(app, admin)).pending.map((r) => r.id)).toContain(req.id);

    const approved = await moderate(app, admin, req.id, 'approve');
    expect(approved.status).toBe('approved');
    const shown = (await wallOf(app, other)).requests.find((r) => r.id === req.id);
    expect(shown).toMatchObject({ title: req.title, details: 'For my mother', mine: false });
    expect(shown?.name).toMatch(/^Author /);
    expect((await wallOf(app, author)).requests.find((r) => r.id === req.id)?.mine).toBe(true);
    await moderate(app, admin, req.id, 'approve', 409);
  });

  it('never shows a rejected request, and tells its author', async () => {
    const req = await posted(app, author);
    await moderate(app, admin, req.id, 'reject');
    expect(await wallIds(app, other)).not.toContain(req.id);
    const mine = (await as(app, author).get('/api/wall/mine')).json();
    expect(mine.find((r: { id: string }) => r.id === req.id)?.status).toBe('rejected');
  });

  it('takes an approved request off the wall once its days have passed', async () => {
    await setWall(app, admin, { open: true, expiryDays: 3 });
    const req = await posted(app, author);
    const approved = await moderate(app, admin, req.id, 'approve');
    expect(new Date(approved.expiresAt).getTime() - Date.now()).toBeGreaterThan(3 * DAY_MS - 60_000);
    ahead = 2 * DAY_MS;
    expect(await wallIds(app, other)).toContain(req.id);
    ahead = 3 * DAY_MS + 60_000;
    expect(await wallIds(app, other)).not.toContain(req.id);
    const mine = (await as(app, author).get('/api/wall/mine')).json();
    expect(mine.find((r: { id: string }) => r.id === req.id)?.status).toBe('expired');
    const late = await as(app, other).post(`/api/wall/requests/${req.id}/report`, {});
    expect(late.statusCode).toBe(404);
  });

  it('lets only the author delete their request', async () => {
    const req = await posted(app, author);
    await moderate(app, admin, req.id, 'approve');
    const refused = await as(app, other).delete(`/api/wall/requests/${req.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().messageCode).toBe('prayerWall.notFound');
    expect((await as(app, author).delete(`/api/wall/requests/${req.id}`)).statusCode).toBe(200);
    expect(await wallIds(app, other)).not.toContain(req.id);
  });
});

describe('reports', () => {
  it('hides a reported request at once until the moderator keeps it', async () => {
    const req = await posted(app, author);
    await moderate(app, admin, req.id, 'approve');
    const res = await as(app, other).post(`/api/wall/requests/${req.id}/report`, { reason: 'Not a prayer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await wallIds(app, other)).not.toContain(req.id);
    expect(await wallIds(app, author)).not.toContain(req.id);
    const mine = (await as(app, author).get('/api/wall/mine')).json();
    expect(mine.find((r: { id: string }) => r.id === req.id)?.status).toBe('inReview');
    const inQueue = (await queueOf(app, admin)).reported.find((r) => r.id === req.id);
    expect(inQueue?.reports).toEqual([expect.objectContaining({ reason: 'Not a prayer' })]);

    await moderate(app, admin, req.id, 'keep');
    expect(await wallIds(app, other)).toContain(req.id);
    expect((await queueOf(app, admin)).reported.map((r) => r.id)).not.toContain(req.id);
    await moderate(app, admin, req.id, 'keep', 409);
    // reported once: the same person's second report is not counted again and hides nothing
    await as(app, other).post(`/api/wall/requests/${req.id}/report`, {});
    expect(await wallIds(app, other)).toContain(req.id);
  });

  it('removes a reported request for good', async () => {
    const req = await posted(app, author);
    await moderate(app, admin, req.id, 'approve');
    await as(app, other).post(`/api/wall/requests/${req.id}/report`, {});
    expect((await moderate(app, admin, req.id, 'remove')).status).toBe('removed');
    expect(await wallIds(app, other)).not.toContain(req.id);
    expect((await queueOf(app, admin)).reported.map((r) => r.id)).not.toContain(req.id);
  });

  it('refuses a report of a request not on the wall (pending)', async () => {
    const req = await posted(app, author);
    const res = await as(app, other).post(`/api/wall/requests/${req.id}/report`, {});
    expect(res.statusCode).toBe(404);
  });
});

describe('a closed wall', () => {
  it('lists nothing and refuses posts with a message', async () => {
    const req = await posted(app, author);
    await moderate(app, admin, req.id, 'approve');
    await setWall(app, admin, { open: false, expiryDays: 14 });
    expect(await wallOf(app, other)).toEqual({ open: false, requests: [] });
    const res = await as(app, author).post('/api/wall/requests', { title: 'Closed' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ messageCode: 'prayerWall.closed' });
  });

  it('refuses days outside 1 to 90 with a message', async () => {
    const res = await as(app, admin).put('/api/admin/wall/settings', { open: true, expiryDays: 91 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Choose from 1 to 90 days');
  });
});

describe('bounds', () => {
  it(`allows ${WALL_LIMITS.requestsPerDay} requests a day, deleted ones counted, then 429`, async () => {
    const poster = await newPerson(app, 'Poster');
    const first = await posted(app, poster);
    await as(app, poster).delete(`/api/wall/requests/${first.id}`);
    for (let i = 1; i < WALL_LIMITS.requestsPerDay; i++) await posted(app, poster);
    const res = await as(app, poster).post('/api/wall/requests', { title: 'One more' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ messageCode: 'prayerWall.tooManyPosted', values: { limit: 5 } });
    // the first of the five leaves the 24 hours in about a day
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(DAY_MS / 1000 - 120);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(DAY_MS / 1000);
    ahead = DAY_MS + 60_000;
    await posted(app, poster);
  });

  it(`allows ${WALL_LIMITS.reportsPerDay} reports a day, then 429`, async () => {
    const reporter = await newPerson(app, 'Reporter');
    const posters = await Promise.all([1, 2, 3, 4, 5].map(() => newPerson(app, 'Poster')));
    const ids: string[] = [];
    for (const poster of posters)
      for (let i = 0; i < 5; i++) {
        const req = await posted(app, poster);
        await moderate(app, admin, req.id, 'approve');
        ids.push(req.id);
      }
    for (const id of ids.slice(0, WALL_LIMITS.reportsPerDay)) {
      const res = await as(app, reporter).post(`/api/wall/requests/${id}/report`, {});
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await as(app, reporter).post(
      `/api/wall/requests/${ids[WALL_LIMITS.reportsPerDay]}/report`,
      {},
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().messageCode).toBe('prayerWall.tooManyReported');
  });

  it('refuses a title past 120 characters with a message', async () => {
    const res = await as(app, author).post('/api/wall/requests', { title: 'x'.repeat(121) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Keep the title to 120 characters or fewer');
  });
});

describe("'I prayed'", () => {
  it('counts each tap on a request of the wall', async () => {
    const req = await posted(app, author);
    await moderate(app, admin, req.id, 'approve');
    await as(app, other).post(`/api/wall/requests/${req.id}/prayed`, { tapId: uuidv7() });
    const res = await as(app, author).post(`/api/wall/requests/${req.id}/prayed`, { tapId: uuidv7() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: req.id, prayedCount: 2, mine: true });
  });

  it('a tap sent again (its answer lost) counts once; another tap counts again', async () => {
    const req = await posted(app, author);
    await moderate(app, admin, req.id, 'approve');
    const tap = uuidv7();
    const pray = (tapId: string) => as(app, other).post(`/api/wall/requests/${req.id}/prayed`, { tapId });
    expect((await pray(tap)).json().prayedCount).toBe(1);
    const again = await pray(tap);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().prayedCount).toBe(1);
    expect((await pray(uuidv7())).json().prayedCount).toBe(2);
  });

  it("someone else's tap id is not theirs to reuse: each person's tap counts", async () => {
    const req = await posted(app, author);
    await moderate(app, admin, req.id, 'approve');
    const tap = uuidv7();
    await as(app, other).post(`/api/wall/requests/${req.id}/prayed`, { tapId: tap });
    const res = await as(app, author).post(`/api/wall/requests/${req.id}/prayed`, { tapId: tap });
    expect(res.json().prayedCount).toBe(2);
  });

  it('refuses a tap without its id with a message, and counts nothing', async () => {
    const req = await posted(app, author);
    await moderate(app, admin, req.id, 'approve');
    const res = await as(app, other).post(`/api/wall/requests/${req.id}/prayed`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    const wall = (await as(app, other).get('/api/wall')).json();
    expect(wall.requests.find((r: { id: string }) => r.id === req.id).prayedCount).toBe(0);
  });
});
