import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { givePoints } from './support/factories';
import {
  as,
  connectTestDatabase,
  multipartFile,
  registerUser,
  signInAdmin,
  testConfig,
} from './support/harness';
import { refusal } from './support/refusal';

let app: FastifyInstance;
let admin: ReturnType<typeof as>;
let adminCookies: Record<string, string>;
let dataDir: string;
let now = Date.now();
beforeAll(async () => {
  const config = testConfig();
  dataDir = config.dataDir;
  app = await buildApp({ config, database: await connectTestDatabase(), clock: () => new Date(now) });
  const signed = await signInAdmin(app);
  adminCookies = signed.cookies;
  admin = as(app, signed);
});
afterAll(() => app.close());

/** A PNG as far as its header goes: signature, IHDR with the size, then filler to `bytes`. */
function png(width: number, height: number, bytes = 1024): Buffer {
  const buf = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(
    buf,
  );
  buf.writeUInt32BE(width, 16);
  buf.writeUInt32BE(height, 20);
  return buf;
}
const uploadImage = (data: Buffer, filename = 'prize.png') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/giveaways/upload-image',
    cookies: adminCookies,
    ...multipartFile('image', filename, 'image/png', data),
  });
const imageFiles = () => {
  const dir = join(dataDir, 'uploads', 'images');
  return existsSync(dir) ? readdirSync(dir) : [];
};

const giveaway = {
  title: 'Study Bible',
  description: 'A leather study Bible',
  prize: 'ESV Study Bible',
  startDate: new Date(Date.now() - 86_400_000).toISOString(),
  endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  pointRequirement: 100,
};

describe('giveaways admin', () => {
  it('uploads an image by its bytes and refuses others, leaving nothing on disk', async () => {
    const ok = await uploadImage(png(400, 400));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().imagePath).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png$/);
    const count = imageFiles().length;

    const html = await uploadImage(Buffer.from('<html>not an image</html>'), 'x.png');
    expect(html.json()).toEqual(refusal({ code: 'admin.imageType' }, 'invalid_request'));
    const huge = await uploadImage(png(10_000, 10_000));
    expect(huge.json()).toEqual(refusal({ code: 'admin.imagePixels' }, 'invalid_request'));
    const big = await uploadImage(png(400, 400, 5 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(refusal({ code: 'admin.imageSize' }, 'too_large'));
    expect(imageFiles().length).toBe(count);
  });

  it('creates, edits, toggles and deletes, with the form rules', async () => {
    const { imagePath } = (await uploadImage(png(200, 200))).json();
    const created = await admin.post('/api/admin/giveaways', { ...giveaway, imageUrl: imagePath });
    expect(created.statusCode).toBe(201);
    const g = created.json();
    expect(g).toMatchObject({
      title: 'Study Bible',
      pointRequirement: 100,
      isActive: true,
      imageUrl: imagePath,
      entryCount: 0,
      winner: null,
    });
    expect((await admin.put(`/api/admin/giveaways/${g.id}`, { isActive: false })).json().isActive).toBe(
      false,
    );
    expect(
      (await admin.put(`/api/admin/giveaways/${g.id}`, { ...giveaway, prize: 'Journal' })).json().prize,
    ).toBe('Journal');
    expect((await admin.post('/api/admin/giveaways', { ...giveaway, pointRequirement: 0 })).json()).toEqual(
      refusal({ code: 'giveaway.pointRequirement' }, 'invalid_request'),
    );
    expect((await admin.post('/api/admin/giveaways', { ...giveaway, prize: '' })).json()).toEqual(
      refusal({ code: 'giveaway.prize' }, 'invalid_request'),
    );
    expect(
      (await admin.post('/api/admin/giveaways', { ...giveaway, endDate: giveaway.startDate })).json(),
    ).toEqual(refusal({ code: 'giveaway.dates' }, 'invalid_request'));
    expect((await admin.delete(`/api/admin/giveaways/${g.id}`)).statusCode).toBe(200);
    expect(imageFiles()).not.toContain(imagePath.split('/').pop());
  });

  it('draws one winner after the end, weighted by points, once', async () => {
    now = Date.now();
    const g = (await admin.post('/api/admin/giveaways', giveaway)).json();
    const players = [await registerUser(app), await registerUser(app)];
    for (const p of players) {
      await givePoints(app, p.user.id, 100);
      expect((await as(app, p).post('/api/enter-giveaway', { giveawayId: g.id })).statusCode).toBe(200);
    }
    expect((await admin.post(`/api/admin/giveaways/${g.id}/draw-winner`)).json()).toEqual(
      refusal({ code: 'giveaway.notEnded' }, 'invalid_request'),
    );
    now = Date.now() + 8 * 86_400_000;
    const drawn = (await admin.post(`/api/admin/giveaways/${g.id}/draw-winner`)).json();
    expect(players.map((p) => p.user.id)).toContain(drawn.winner.userId);
    expect(drawn).toMatchObject({ entryCount: 2, pointsSpent: 200 });
    expect((await admin.post(`/api/admin/giveaways/${g.id}/draw-winner`)).json()).toEqual(
      refusal({ code: 'giveaway.alreadyDrawn' }, 'invalid_request'),
    );
    now = Date.now();
  });
});

describe('series admin', () => {
  const entry = {
    dayNumber: 1,
    title: 'Rest',
    verse: 'Come to me',
    verseReference: 'Matthew 11:28',
    reflection: 'A reflection that is comfortably longer than fifty characters in all.',
  };

  it('creates topics (order index defaults to the count plus one) and entries, with the rules', async () => {
    const [count] = await app.db.sql<{ n: number }[]>`select count(*)::int as n from series_topics`;
    const t = (
      await admin.post('/api/admin/series', { title: 'Hope', description: 'Seven days of hope' })
    ).json();
    expect(t).toMatchObject({
      title: 'Hope',
      orderIndex: (count?.n ?? 0) + 1,
      isActive: true,
      entryCount: 0,
    });
    expect(
      (await admin.post('/api/admin/series', { title: 'x', description: 'y', orderIndex: -1 })).json(),
    ).toEqual(refusal({ code: 'seriesAdmin.orderIndex' }, 'invalid_request'));

    const e = await admin.post(`/api/admin/series/${t.id}/entries`, entry);
    expect(e.statusCode).toBe(201);
    expect((await admin.post(`/api/admin/series/${t.id}/entries`, entry)).json()).toEqual(
      refusal({ code: 'seriesAdmin.dayTaken' }, 'invalid_request'),
    );
    expect(
      (await admin.post(`/api/admin/series/${t.id}/entries`, { ...entry, dayNumber: 8 })).json(),
    ).toEqual(refusal({ code: 'seriesAdmin.dayNumber' }, 'invalid_request'));
    expect(
      (
        await admin.post(`/api/admin/series/${t.id}/entries`, { ...entry, dayNumber: 2, reflection: 'short' })
      ).json(),
    ).toEqual(refusal({ code: 'seriesAdmin.reflection' }, 'invalid_request'));
    const list = (await admin.get(`/api/admin/series/${t.id}/entries`)).json();
    expect(list).toEqual([expect.objectContaining({ dayNumber: 1, title: 'Rest' })]);
    const moved = await admin.put(`/api/admin/series/${t.id}/entries/${list[0].id}`, {
      ...entry,
      dayNumber: 3,
    });
    expect(moved.json().dayNumber).toBe(3);
    expect(
      (await admin.put(`/api/admin/series/${t.id}/entries/${list[0].id}`, { isActive: false })).json()
        .isActive,
    ).toBe(false);
    expect((await admin.delete(`/api/admin/series/${t.id}/entries/${list[0].id}`)).statusCode).toBe(200);
    expect((await admin.put(`/api/admin/series/${t.id}`, { isActive: false })).json().isActive).toBe(false);
    expect((await admin.delete(`/api/admin/series/${t.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/series/${t.id}/entries`)).statusCode).toBe(404);
  });

  it('generates a reflection (built-in without AI) and needs verse, reference and day title', async () => {
    const missing = await admin.post('/api/admin/series/generate-reflection', {
      verse: 'v',
      verseReference: '',
      dayTitle: 'd',
    });
    expect(missing.json()).toEqual(refusal({ code: 'seriesAdmin.missingInformation' }, 'invalid_request'));
    const ok = (
      await admin.post('/api/admin/series/generate-reflection', {
        verse: 'Come to me',
        verseReference: 'Matthew 11:28',
        seriesTitle: 'Rest',
        dayTitle: 'Rest',
        dayNumber: 1,
      })
    ).json();
    expect(ok.source).toBe('fallback');
    expect(ok.ai).toBe('off');
    expect(ok.reflection.length).toBeGreaterThanOrEqual(50);
  });

  it('refuses normal users', async () => {
    const user = as(app, await registerUser(app));
    for (const url of ['/api/admin/series', '/api/admin/giveaways'])
      expect((await user.get(url)).statusCode).toBe(403);
    expect((await user.post('/api/admin/series/generate-reflection', {})).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/admin/giveaways/upload-image' })).statusCode).toBe(
      401,
    );
  });
});
