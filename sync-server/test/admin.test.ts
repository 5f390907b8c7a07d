import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { adminMessages, fieldMessages } from '@reign/contract';
import { addDays, centralDate } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { BE_STILL, newScheduledScripture } from './support/factories';
import {
  as,
  connectTestDatabase,
  multipartFile,
  registerUser,
  signInAdmin,
  silentMp3,
  testConfig,
} from './support/harness';
import { refusal, refusalSaying } from './support/refusal';

let app: FastifyInstance;
let admin: ReturnType<typeof as>;
let dataDir: string;
beforeAll(async () => {
  const config = testConfig();
  dataDir = config.dataDir;
  app = await buildApp({ config, database: await connectTestDatabase() });
  admin = as(app, await signInAdmin(app));
});
afterAll(() => app.close());

const ADMIN_ROUTES: Array<[string, string]> = [
  ['GET', '/api/admin/scheduled-scriptures'],
  ['POST', '/api/admin/scheduled-scriptures'],
  ['PUT', '/api/admin/scheduled-scriptures/1'],
  ['DELETE', '/api/admin/scheduled-scriptures/1'],
  ['POST', '/api/upload/audio'],
  ['GET', '/api/bible/lookup?reference=John%203:16'],
];

describe('admin access', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401 signed out and 403 to a normal user', async (method, url) => {
    const signedOut = await app.inject({
      method: method as 'GET',
      url,
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    expect(signedOut.statusCode).toBe(401);
    const user = await registerUser(app);
    const res = await app.inject({
      method: method as 'GET',
      url,
      cookies: user.cookies,
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal({ code: 'server.adminOnly' }, 'forbidden'));
  });

  it('knows the admin as user id 1', async () => {
    expect((await admin.get('/api/user')).json()).toMatchObject({ id: 1, isAdmin: true });
  });
});

describe('scheduled scriptures', () => {
  const form = {
    ...BE_STILL,
    reflection: 'Stillness is trust made visible.',
    scheduleDate: '2033-03-03T00:00:00.000Z',
  };

  it('creates, lists, updates, toggles and deletes', async () => {
    const created = await admin.post('/api/admin/scheduled-scriptures', form);
    expect(created.statusCode).toBe(201);
    const s = created.json();
    expect(s).toMatchObject({
      scheduleDate: '2033-03-03',
      reference: 'Psalm 46:10',
      isActive: true,
      audioUrl: null,
    });
    expect((await admin.get('/api/admin/scheduled-scriptures')).json()).toContainEqual(s);

    const edited = await admin.put(`/api/admin/scheduled-scriptures/${s.id}`, {
      ...form,
      reference: 'Psalm 46:1',
      isActive: true,
    });
    expect(edited.json()).toMatchObject({ reference: 'Psalm 46:1' });
    const off = await admin.put(`/api/admin/scheduled-scriptures/${s.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false, reference: 'Psalm 46:1', verse: form.verse });

    expect((await admin.delete(`/api/admin/scheduled-scriptures/${s.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/scheduled-scriptures/${s.id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/admin/scheduled-scriptures/${s.id}`, { isActive: true })).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{ ...form, verse: '' }, adminMessages.verse],
    [{ ...form, reference: '  ' }, adminMessages.reference],
    [{ ...form, reflection: undefined }, adminMessages.reflection],
    [{ ...form, scheduleDate: 'soon' }, fieldMessages.dateRequired],
    [{ ...form, audioUrl: 'https://evil.example/a.mp3' }, 'Upload the file first'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await admin.post('/api/admin/scheduled-scriptures', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusalSaying(message, 'invalid_request'));
  });

  it('fills a verse from the WEB by reference', async () => {
    expect((await admin.get('/api/bible/lookup?reference=John%2011:35')).json()).toEqual({
      reference: 'John 11:35',
      text: 'Jesus wept.',
      translation: 'WEB',
    });
    expect((await admin.get('/api/bible/lookup?reference=Hezekiah%201:1')).statusCode).toBe(404);
  });
});

describe('audio upload', () => {
  const audioFiles = () => {
    const dir = join(dataDir, 'uploads', 'audio');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('accepts a real MP3 under a server-made name and serves it with range requests', async () => {
    const adminCookies = await signInAdmin(app);
    const mp3 = silentMp3();
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload/audio',
      cookies: adminCookies.cookies,
      ...multipartFile('audio', '../../../etc/evil.mp3', 'audio/mpeg', mp3),
    });
    expect(res.statusCode).toBe(201);
    const { audioUrl } = res.json();
    expect(audioUrl).toMatch(/^\/uploads\/audio\/[0-9a-f-]{36}\.mp3$/);
    expect(audioFiles()).toContain(audioUrl.split('/').pop());
    expect(existsSync(join(dataDir, 'etc'))).toBe(false);

    const whole = await app.inject({ method: 'GET', url: audioUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.rawPayload.length).toBe(mp3.length);
    const part = await app.inject({ method: 'GET', url: audioUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
  });

  it('refuses an HTML file named .mp3 and leaves nothing behind', async () => {
    const adminCookies = await signInAdmin(app);
    const before = audioFiles().length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload/audio',
      cookies: adminCookies.cookies,
      ...multipartFile(
        'audio',
        'song.mp3',
        'audio/mpeg',
        Buffer.from('<!doctype html><script>alert(1)</script>'),
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'admin.audioType' }, 'invalid_request'));
    expect(audioFiles().length).toBe(before);
    expect(audioFiles().some((f) => f.startsWith('.upload-'))).toBe(false);
  });

  it('refuses a request without the file', async () => {
    const adminCookies = await signInAdmin(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload/audio',
      cookies: adminCookies.cookies,
      ...multipartFile('notaudio', 'a.mp3', 'audio/mpeg', silentMp3(2)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'admin.noFile' }, 'invalid_request'));
  });
});

describe('debug pages', () => {
  it('shows a date or a reference, and 404 for anything else', async () => {
    const byDate = (await app.inject({ method: 'GET', url: '/api/debug/2001-01-01' })).json();
    expect(byDate.reference).toBe('Psalm 121:8');
    expect(byDate.reflection.length).toBeGreaterThan(20);
    const byRef = await app.inject({ method: 'GET', url: '/api/debug/John%203%3A16' });
    expect(byRef.json()).toMatchObject({ reference: 'John 3:16' });
    expect((await app.inject({ method: 'GET', url: '/api/debug/not-a-verse' })).statusCode).toBe(404);
  });

  it('never shows a day after today (Central), even when the administrator scheduled it', async () => {
    const tomorrow = addDays(centralDate(), 1);
    await newScheduledScripture(app, {
      scheduleDate: tomorrow,
      verse: 'Not yet revealed',
      reference: 'Psalm 2:1',
      reflection: 'A reflection that must not be seen before its day comes.',
    });
    const ahead = await app.inject({ method: 'GET', url: `/api/debug/${tomorrow}` });
    expect(ahead.statusCode).toBe(404);
    expect(ahead.json().message).toBe('No verse for that day.');
    expect(ahead.body).not.toContain('Not yet revealed');
    expect((await app.inject({ method: 'GET', url: `/api/debug/${centralDate()}` })).statusCode).toBe(200);
    const today = (await app.inject({ method: 'GET', url: '/api/today-scripture' })).json();
    expect(today.date).toBe(centralDate());
    expect(today.verse).not.toBe('Not yet revealed');
  });
});
