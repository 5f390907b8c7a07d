import { readFileSync } from 'node:fs';
import { dailyVerseFor } from '@reign/bible/daily-verses';
import { SYNC_SCHEMA_VERSION } from '@reign/contract';
import { centralDate, uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newScheduledScripture } from './support/factories';
import { as, createTestApp, registerUser } from './support/harness';
import { refusal } from './support/refusal';

let now = new Date();
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now });
});
afterAll(() => app.close());

const m = (seq: number, name: string, args: unknown) => ({ seq, id: uuidv7(), name, args });

describe("the profile's Bible translation", () => {
  it('is not chosen (null) until chosen, then what was chosen, and a save without it keeps it', async () => {
    const me = as(app, await registerUser(app));
    expect((await me.get('/api/profile')).json()).toMatchObject({ bibleTranslation: null });
    // a save of another field (the language from the header) chooses no translation (issue 51)
    await me.put('/api/profile', { language: 'es' });
    expect((await me.get('/api/profile')).json()).toMatchObject({ language: 'es', bibleTranslation: null });
    const saved = await me.put('/api/profile', { bibleTranslation: 'kjv' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ bibleTranslation: 'kjv', spiritualMaturity: 'growing' });
    await me.put('/api/profile', { bio: 'Teacher' });
    expect((await me.get('/api/profile')).json()).toMatchObject({ bio: 'Teacher', bibleTranslation: 'kjv' });
  });

  it('refuses an unknown translation with a message that names the choices', async () => {
    const me = as(app, await registerUser(app));
    const res = await me.put('/api/profile', { bibleTranslation: 'niv' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'translation.id' }, 'invalid_request'));
    const clientId = `client-${uuidv7()}`;
    const push = await me.post('/api/sync/push', {
      clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [m(1, 'profile.update', { bibleTranslation: 'esv' })],
    });
    // refused as the REST route would answer it
    expect(push.json().results).toEqual([
      expect.objectContaining({
        status: 'rejected',
        error: { status: 400, ...refusal({ code: 'translation.id' }, 'invalid_request') },
      }),
    ]);
  });

  it('changes through a sync push of that field alone, and the pull carries it', async () => {
    const me = as(app, await registerUser(app));
    await me.put('/api/profile', { bio: 'Kept', spiritualMaturity: 'mature' });
    const clientId = `client-${uuidv7()}`;
    const push = await me.post('/api/sync/push', {
      clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [m(1, 'profile.update', { bibleTranslation: 'rv1909' })],
    });
    expect(push.statusCode).toBe(200);
    const pull = (await me.get(`/api/sync/pull?cursor=0&limit=500&clientId=${clientId}`)).json();
    const change = pull.changes.find((c: { table: string }) => c.table === 'profile');
    expect(change.row).toMatchObject({
      bio: 'Kept',
      spiritualMaturity: 'mature',
      bibleTranslation: 'rv1909',
    });
  });

  it('goes out with the exported data and comes back with an import', async () => {
    const user = await registerUser(app);
    const me = as(app, user);
    await me.put('/api/profile', { bio: 'Reader', bibleTranslation: 'kjv' });
    const exported = (await me.get('/api/account/export')).json();
    expect(exported.profile).toMatchObject({ bibleTranslation: 'kjv' });
    // the profile lost (as on a new installation), then restored from the file
    await app.db.sql`delete from user_profiles where user_id = ${user.user.id}`;
    const restored = (await me.post('/api/account/import', exported)).json();
    expect(restored.profile).toBe('imported');
    expect((await me.get('/api/profile')).json()).toMatchObject({ bio: 'Reader', bibleTranslation: 'kjv' });
  });

  it('imports a file from before the field as WEB', async () => {
    const user = await registerUser(app);
    const me = as(app, user);
    await me.put('/api/profile', { bio: 'Old file' });
    const exported = (await me.get('/api/account/export')).json();
    const { bibleTranslation: _dropped, ...oldProfile } = exported.profile;
    await app.db.sql`delete from user_profiles where user_id = ${user.user.id}`;
    const restored = (await me.post('/api/account/import', { ...exported, profile: oldProfile })).json();
    expect(restored.profile).toBe('imported');
    expect((await me.get('/api/profile')).json()).toMatchObject({ bio: 'Old file', bibleTranslation: null });
  });
});

async function today(at: string) {
  now = new Date(at);
  const res = await app.inject({ method: 'GET', url: '/api/today-scripture' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("today's verse in every translation", () => {
  it("carries the built-in verse's KJV and RV1909 wording beside the WEB's", async () => {
    const body = await today('2034-11-21T15:00:00Z');
    expect(body.reference).toBe(dailyVerseFor('2034-11-21').reference); // John 13:34,35
    expect(body.text).toBe(dailyVerseFor('2034-11-21').text);
    expect(body.translations.kjv).toMatch(/^A new commandment I give unto you, That ye love one another/);
    expect(body.translations.kjv).toMatch(/if ye have love one to another\.$/);
    expect(body.translations.rv1909).toMatch(/^Un mandamiento nuevo os doy/);
    expect(body.readerPath).toBe('/bible/John/13#34-35');
  });

  it("gives an admin's scheduled verse the other translations from its reference", async () => {
    await newScheduledScripture(app, {
      scheduleDate: '2034-03-01',
      reference: 'John 3:16',
      verse: 'God loved the world so much (the admin’s own wording).',
    });
    const body = await today('2034-03-01T15:00:00Z');
    expect(body.text).toBe('God loved the world so much (the admin’s own wording).');
    // the reader's place comes with it: the first load links the verse without the reference parser
    expect(body.readerPath).toBe('/bible/John/3#16');
    expect(body.translations).toEqual({
      kjv: expect.stringMatching(/^For God so loved the world, that he gave his only begotten Son/),
      rv1909: expect.stringMatching(/^Porque de tal manera amó Dios al mundo/),
    });
  });

  it('leaves them out when the reference spans two places (the screens then show the WEB)', async () => {
    await newScheduledScripture(app, {
      scheduleDate: '2034-03-02',
      reference: 'Matthew 28:5,6; 24:44',
      verse: 'The angel answered the women...',
    });
    const body = await today('2034-03-02T15:00:00Z');
    expect(body.text).toBe('The angel answered the women...');
    expect(body.translations).toEqual({});
  });
});

describe("a saved plan's verse translation (issue 51)", () => {
  beforeAll(() => {
    now = new Date();
  });
  const plan = (verseTranslation: unknown) => ({
    date: centralDate(now),
    verse: 'Jehová es mi pastor; nada me faltará.',
    verseReference: 'Psalm 23:1',
    verseTranslation,
    priorities: ['Familia'],
  });

  it('keeps the translation the verse was shown in, and lists it with the plan', async () => {
    const me = as(app, await registerUser(app));
    const saved = await me.post('/api/entries', plan('rv1909'));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().entry).toMatchObject({ verseTranslation: 'rv1909', verse: plan('rv1909').verse });
    const [listed] = (await me.get('/api/entries/user')).json();
    expect(listed).toMatchObject({ verseTranslation: 'rv1909' });
  });

  it('refuses an unknown translation with a 400, and a plan without one lists null', async () => {
    const me = as(app, await registerUser(app));
    const refused = await me.post('/api/entries', plan('niv'));
    expect(refused.statusCode).toBe(400);
    const { verseTranslation: _none, ...older } = plan(undefined);
    expect((await me.post('/api/entries', older)).json().entry).toMatchObject({ verseTranslation: null });
  });
});

describe('migration 0130: a stored WEB from before is read as not chosen (issue 51)', () => {
  it('turns a stored web into null with a new sync version, and keeps a KJV', async () => {
    const web = await registerUser(app);
    const kjv = await registerUser(app);
    const asWeb = as(app, web);
    await as(app, kjv).put('/api/profile', { bibleTranslation: 'kjv' });
    await asWeb.put('/api/profile', { bio: 'Old' });
    // what a profile saved before the migration held
    await app.db.sql`update user_profiles set bible_translation = 'web' where user_id = ${web.user.id}`;
    const before = await app.db.sql<{ version: string }[]>`
      select version from user_profiles where user_id = ${web.user.id}`;

    const migration = readFileSync(
      new URL('../migrations/0130_profile_translation_chosen.sql', import.meta.url),
      'utf8',
    );
    await app.db.sql.unsafe(migration);

    expect((await asWeb.get('/api/profile')).json()).toMatchObject({ bio: 'Old', bibleTranslation: null });
    expect((await as(app, kjv).get('/api/profile')).json()).toMatchObject({ bibleTranslation: 'kjv' });
    const after = await app.db.sql<{ version: string }[]>`
      select version from user_profiles where user_id = ${web.user.id}`;
    expect(Number(after[0]?.version)).toBeGreaterThan(Number(before[0]?.version));
  });
});
