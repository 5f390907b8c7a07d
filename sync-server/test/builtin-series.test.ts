import { tmpdir } from 'node:os';
import { localReference } from '@reign/bible';
import { readBible } from '@reign/bible/node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertAdministrator } from '../src/modules/users/user-repository';
import { BUILTIN_SERIES } from '../src/seed/builtin-series/builtin-series';
import {
  as,
  databaseKind,
  freshDatabase,
  makePaidMember,
  registerUser,
  sessionCookieFrom,
  signIn,
  testConfig,
} from './support/harness';

// The series Reign ships with are installed by the first start of a server, in English and Spanish,
// once: a restart (or a second server starting at the same moment) adds nothing and redoes nothing.

const ADMIN = { username: 'fresh_admin', password: 'fresh-admin-password' };

/** A server on `url`, as `npm start` builds it (the harness's apps share the run's database). */
async function serverOn(url: string): Promise<FastifyInstance> {
  const database = await openDatabase({
    url,
    dataDir: tmpdir(),
    poolSize: databaseKind() === 'embedded' ? 1 : 4,
  });
  return buildApp({ config: testConfig({ DATABASE_URL: url }), database });
}

async function adminOf(app: FastifyInstance) {
  await app.db.sql.begin(async (tx) =>
    insertAdministrator(tx, {
      username: ADMIN.username,
      passwordHash: await hashPassword(ADMIN.password),
      email: null,
      referralCode: 'FRESH001',
    }),
  );
  return as(app, { cookies: sessionCookieFrom(await signIn(app, ADMIN.username, ADMIN.password)) });
}

interface AdminTopic {
  id: number;
  title: string;
  language: string;
  orderIndex: number;
  readyDays: number;
}
const adminTopics = async (admin: ReturnType<typeof as>): Promise<AdminTopic[]> =>
  (await admin.get('/api/admin/series?limit=100')).json();

async function paidMember(app: FastifyInstance, headers: Record<string, string> = {}) {
  const member = await registerUser(app);
  await makePaidMember(app, member.user.id);
  const me = as(app, member);
  const topics = (extra: Record<string, string> = headers) =>
    app.inject({ method: 'GET', url: '/api/series/topics', cookies: member.cookies, headers: extra });
  return { me, topics };
}

describe('the built-in series on a fresh server', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    fresh = await freshDatabase();
    app = await serverOn(fresh.url);
    admin = await adminOf(app);
  });
  afterAll(async () => {
    await app?.close();
    await fresh?.drop();
  });

  it('has at least four 7-day series in each language, the verses in the language’s translation', async () => {
    const [web, rv1909] = await Promise.all([readBible('web'), readBible('rv1909')]);
    const topics = await adminTopics(admin);
    const english = topics.filter((t) => t.language === 'en');
    const spanish = topics.filter((t) => t.language === 'es');
    expect(english.length).toBeGreaterThanOrEqual(4);
    expect(spanish).toHaveLength(english.length);
    for (const topic of english) {
      // each series pairs with the Spanish one in the same place
      const pair = spanish.find((t) => t.orderIndex === topic.orderIndex);
      expect(pair, topic.title).toBeDefined();
      expect(topic.readyDays).toBe(7);
      expect(pair?.readyDays).toBe(7);
      const days = (await admin.get(`/api/admin/series/${topic.id}/entries`)).json();
      const días = (await admin.get(`/api/admin/series/${pair?.id}/entries`)).json();
      expect(days.map((d: { dayNumber: number }) => d.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(días).toHaveLength(7);
      for (const [i, day] of days.entries()) {
        const día = días[i];
        expect(day.verse).toBe(web.lookup(day.verseReference)?.text);
        expect(día.verseReference).toBe(localReference(day.verseReference, 'rv1909'));
        expect(día.verse).toBe(rv1909.lookup(day.verseReference)?.text);
        expect(día.reflection).not.toBe(day.reflection);
        expect(día.reflection.length).toBeGreaterThanOrEqual(50);
      }
    }
  });

  it('offers a Spanish reader the Spanish series and an English reader the English ones', async () => {
    const spanishBrowser = await paidMember(app, { 'accept-language': 'es-MX,es;q=0.9' });
    const offered = (await spanishBrowser.topics()).json();
    expect(offered.length).toBeGreaterThanOrEqual(4);
    expect(offered.every((t: { language: string }) => t.language === 'es')).toBe(true);
    expect(offered.map((t: { title: string }) => t.title)).toContain('Los Salmos del Pastor');

    // the profile's language wins over the browser's
    await spanishBrowser.me.put('/api/profile', { language: 'en' });
    const english = (await spanishBrowser.topics()).json();
    expect(english.every((t: { language: string }) => t.language === 'en')).toBe(true);
    expect(english.map((t: { title: string }) => t.title)).toContain('The Shepherd Psalms');

    const chosenSpanish = await paidMember(app);
    await chosenSpanish.me.put('/api/profile', { language: 'es' });
    expect((await chosenSpanish.topics()).json().map((t: { language: string }) => t.language)).toEqual(
      offered.map(() => 'es'),
    );

    // a Spanish day reads in Spanish
    const [first] = offered;
    await chosenSpanish.me.post('/api/series/enroll', { topicId: first.id });
    const day = (await chosenSpanish.me.get(`/api/series/${first.id}/days/1`)).json();
    expect(day).toMatchObject({ title: 'Mi pastor', verseReference: 'Salmos 23:1' });
    expect(day.verse).toContain('JEHOVÁ es mi pastor');
  });

  it('says how many series are offered, to anyone, in their language', async () => {
    const count = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/series/offered', headers });
    expect((await count({})).json()).toEqual({ count: BUILTIN_SERIES.length / 2 });
    expect((await count({ 'accept-language': 'es' })).json()).toEqual({ count: BUILTIN_SERIES.length / 2 });
  });

  it('lets the admin write a series in Spanish, and refuses a language it does not have', async () => {
    const made = await admin.post('/api/admin/series', {
      title: 'La oración del Señor',
      description: 'Siete días en el Padrenuestro.',
      language: 'es',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ language: 'es', readyDays: 0 });
    const edited = await admin.put(`/api/admin/series/${made.json().id}`, {
      title: 'The Lord’s Prayer',
      description: 'Seven days in the Lord’s Prayer.',
      language: 'en',
    });
    expect(edited.json()).toMatchObject({ language: 'en' });
    const refused = await admin.post('/api/admin/series', { title: 'X', description: 'Y', language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Choose one of: en, es');
  });
});

describe('a restart', () => {
  it('adds no second copy and keeps what the admin edited or deleted', async () => {
    const fresh = await freshDatabase();
    try {
      const first = await serverOn(fresh.url);
      const admin = await adminOf(first);
      const before = await adminTopics(admin);
      const [edited] = before.filter((t) => t.language === 'en');
      const spanish = before.filter((t) => t.language === 'es');
      await admin.put(`/api/admin/series/${edited?.id}`, {
        title: 'Psalm 23, our way',
        description: 'Edited by the admin.',
      });
      for (const topic of spanish) await admin.delete(`/api/admin/series/${topic.id}`);
      await first.close();

      const second = await serverOn(fresh.url);
      try {
        const again = as(second, {
          cookies: sessionCookieFrom(await signIn(second, ADMIN.username, ADMIN.password)),
        });
        const after = await adminTopics(again);
        expect(after).toHaveLength(before.length - spanish.length);
        expect(after.find((t) => t.id === edited?.id)?.title).toBe('Psalm 23, our way');
        expect(after.filter((t) => t.language === 'es')).toEqual([]);
        const offered = await second.inject({
          method: 'GET',
          url: '/api/series/offered',
          headers: { 'accept-language': 'es' },
        });
        expect(offered.json()).toEqual({ count: 0 });
      } finally {
        await second.close();
      }
    } finally {
      await fresh.drop();
    }
  });

  it('installs each series once when two servers start at the same moment', async () => {
    const fresh = await freshDatabase();
    try {
      const apps = await Promise.all([serverOn(fresh.url), serverOn(fresh.url)]);
      try {
        const [count] = await (apps[0] as FastifyInstance).db.sql<{ n: number }[]>`
          select count(*)::int as n from series_topics`;
        expect(count?.n).toBe(BUILTIN_SERIES.length);
      } finally {
        await Promise.all(apps.map((a) => a.close()));
      }
    } finally {
      await fresh.drop();
    }
  });
});
