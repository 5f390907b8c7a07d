import {
  DEFAULT_ENCOURAGEMENT,
  ENCOURAGEMENT_MAX,
  entryMessages,
  SYNC_SCHEMA_VERSION,
} from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from './support/file-app';
import { as, bodyOf, registerUser } from './support/harness';
import { refusal } from './support/refusal';

const app = fileTestApp();

/** The prayer Navigate in Faith showed, which the plan now keeps (issue 37). */
const PRAYER =
  'Lord, steady me in the meeting at ten.\n\nKeep my family in your peace. In Jesus’ name, Amen.';

const plan = (date: string, encouragement?: unknown) => ({
  date,
  verse: 'Yahweh is my shepherd; I shall lack nothing.',
  verseReference: 'Psalm 23:1',
  verseReflection: 'He provides.',
  priorities: ['Family'],
  actionSteps: [{ priority: 'Family', actions: ['Call Mom'] }],
  challenges: '',
  ...(encouragement === undefined ? {} : { encouragement }),
});

describe("a plan keeps the day's prayer as its encouragement (issue 37)", () => {
  it('stores the prayer saved over REST, lists it and exports it', async () => {
    const me = as(app, await registerUser(app));
    const { entry } = await bodyOf(201, me.post('/api/entries', plan('2026-11-20', PRAYER)));
    expect(entry.encouragement).toBe(PRAYER);
    expect((await me.get('/api/entries/user')).json()[0].encouragement).toBe(PRAYER);
    const exported = (await me.get('/api/account/export')).json();
    expect(JSON.stringify(exported)).toContain(JSON.stringify(PRAYER));
  });

  it("keeps the spec's default sentence when no prayer comes with the plan", async () => {
    const me = as(app, await registerUser(app));
    for (const [date, encouragement] of [
      ['2026-11-18', undefined],
      ['2026-11-19', '   '],
    ] as const) {
      const { entry } = await bodyOf(201, me.post('/api/entries', plan(date, encouragement)));
      expect(entry.encouragement).toBe(DEFAULT_ENCOURAGEMENT);
    }
  });

  it('refuses a prayer that is too long or not text with 400, and keeps nothing', async () => {
    const me = as(app, await registerUser(app));
    const long = await me.post('/api/entries', plan('2026-11-20', 'x'.repeat(ENCOURAGEMENT_MAX + 1)));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(refusal({ code: 'entry.tooLong' }, 'invalid_request'));
    const notText = await me.post('/api/entries', plan('2026-11-20', { text: PRAYER }));
    expect(notText.statusCode).toBe(400);
    expect(notText.json().code).toBe('invalid_request');
    expect((await me.get('/api/entries/user')).json()).toEqual([]);
    // the longest prayer a plan keeps is kept whole
    const { entry } = await bodyOf(
      201,
      me.post('/api/entries', plan('2026-11-20', 'x'.repeat(ENCOURAGEMENT_MAX))),
    );
    expect(entry.encouragement).toHaveLength(ENCOURAGEMENT_MAX);
  });

  it('stores the prayer pushed through sync, and rejects a too-long one with a 400 result', async () => {
    const user = await registerUser(app);
    const me = as(app, user);
    const clientId = `client-${uuidv7()}`;
    const push = (seq: number, args: unknown) =>
      me.post('/api/sync/push', {
        clientId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [{ seq, id: uuidv7(), name: 'entry.create', args }],
      });
    const kept = (await push(1, { id: uuidv7(), ...plan('2026-11-21', PRAYER) })).json();
    expect(kept.results[0].status).toBe('applied');
    const tooLong = await push(2, { id: uuidv7(), ...plan('2026-11-22', 'x'.repeat(ENCOURAGEMENT_MAX + 1)) });
    expect(tooLong.statusCode).toBe(200);
    expect(tooLong.json().results[0]).toMatchObject({
      status: 'rejected',
      error: { status: 400, message: entryMessages.tooLong, code: 'invalid_request' },
    });
    const list = (await me.get('/api/entries/user')).json();
    expect(list.map((e: { date: string; encouragement: string }) => [e.date, e.encouragement])).toEqual([
      ['2026-11-21', PRAYER],
    ]);
  });
});
