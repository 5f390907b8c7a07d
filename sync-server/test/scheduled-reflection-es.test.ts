// The admin writes the day's reflection in English and in Spanish (issue 51): a Spanish reader gets
// the admin's Spanish one when written, else the one made for the verse in Spanish; an English
// reader keeps the admin's English one.
import { adminMessages } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetTodayScripture } from '../src/modules/scripture/scripture-service';
import { as, createTestApp, signInAdmin } from './support/harness';

const now = new Date('2034-05-06T15:00:00Z'); // 6 May in Chicago
const DAY = '2034-05-06';
const ENGLISH = 'Stillness is trust made visible: stop, and know who holds the day.';
const SPANISH = 'La quietud es confianza hecha visible: detente y reconoce quién sostiene el día.';

let app: FastifyInstance;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now });
  admin = as(app, await signInAdmin(app));
});
afterAll(() => app.close());

const form = {
  verse: 'Be still, and know that I am God.',
  reference: 'Psalm 46:10',
  reflection: ENGLISH,
  scheduleDate: `${DAY}T00:00:00.000Z`,
};

const today = async (lang: 'en' | 'es') => {
  forgetTodayScripture(app.db.sql);
  const res = await app.inject({ url: `/api/today-scripture?lang=${lang}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("the day's reflection in Spanish", () => {
  it('is the admin’s Spanish reflection when saved, the English reader keeping the English one', async () => {
    const created = await admin.post('/api/admin/scheduled-scriptures', { ...form, reflectionEs: SPANISH });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ reflection: ENGLISH, reflectionEs: SPANISH });
    expect((await admin.get('/api/admin/scheduled-scriptures')).json()).toContainEqual(created.json());

    expect(await today('es')).toMatchObject({ reflection: SPANISH, reflectionLanguage: 'es' });
    const english = await today('en');
    expect(english.reflection).toBe(ENGLISH);
    expect(english.reflectionLanguage).toBeUndefined();

    // emptied: the Spanish reader gets the one made for the verse, in Spanish, never the English
    const id = created.json().id;
    const cleared = await admin.put(`/api/admin/scheduled-scriptures/${id}`, { ...form, reflectionEs: '  ' });
    expect(cleared.json()).toMatchObject({ reflectionEs: null });
    const spanish = await today('es');
    expect(spanish.reflection).not.toBe(ENGLISH);
    expect(spanish.reflection).toContain('Salmos 46:10');
    expect(spanish.reflection).not.toMatch(/forma parte de la gran historia/);
    expect(spanish.reflectionLanguage).toBe('es');
    await admin.delete(`/api/admin/scheduled-scriptures/${id}`);
  });

  it('refuses a Spanish reflection too long with a 400 and its message', async () => {
    const res = await admin.post('/api/admin/scheduled-scriptures', {
      ...form,
      reflectionEs: 'a'.repeat(10001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(adminMessages.reflectionTooLong);
  });
});
