import { SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { aiAppForFile } from './support/ai-app';
import { as, registerUser } from './support/harness';

const ai = aiAppForFile();

const post = (url: string, payload: object) =>
  ai.app.inject({ method: 'POST', url, payload, remoteAddress: '10.1.0.20' });
const day = { priorities: ['Family'], actionSteps: [], challenges: '' };
const requests = ['Healing for Mom', 'A job for Sam'];

describe("the day's prayer names the chosen prayer requests (issue 20)", () => {
  it('asks the AI to name each request, and adds any the answer leaves out', async () => {
    ai.standIn.reply = () => ({ content: 'Lord, I pray for Healing for Mom today. In Jesus’ name, Amen.' });
    const res = (await post('/api/ai/encouragement', { ...day, prayerRequests: requests })).json();
    expect(res.source).toBe('ai');
    for (const title of requests) expect(res.encouragement).toContain(title);
    expect(res.encouragement.endsWith('In Jesus’ name, Amen.')).toBe(true);
    const prompt = ai.standIn.requests.at(-1)?.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('Healing for Mom; A job for Sam');
  });

  it('the built-in prayer names them when the AI fails', async () => {
    ai.standIn.reply = () => ({ content: 'An error occurred while generating.' });
    const res = (await post('/api/ai/encouragement', { ...day, prayerRequests: requests })).json();
    expect(res.source).toBe('fallback');
    for (const title of requests) expect(res.encouragement).toContain(title);
  });

  it('refuses more than 3 requests', async () => {
    const res = await post('/api/ai/encouragement', { ...day, prayerRequests: ['a', 'b', 'c', 'd'] });
    expect(res.statusCode).toBe(400);
  });
});

describe('a saved plan keeps which requests it prayed for', () => {
  const plan = {
    date: '2026-11-21',
    verse: 'Yahweh is my shepherd; I shall lack nothing.',
    verseReference: 'Psalm 23:1',
    priorities: ['Family'],
  };

  it('over REST and sync, and a plan without them has none', async () => {
    const me = as(ai.app, await registerUser(ai.app));
    const prayedFor = [{ id: uuidv7(), title: 'Healing for Mom' }];
    const saved = await me.post('/api/entries', { ...plan, prayedFor });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().entry.prayedFor).toEqual(prayedFor);
    const id = uuidv7();
    const pushed = await me.post('/api/sync/push', {
      clientId: `client-${uuidv7()}`,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [{ seq: 1, id: uuidv7(), name: 'entry.create', args: { ...plan, id, date: '2026-11-22' } }],
    });
    expect(pushed.json().results[0].status).toBe('applied');
    const pulled = (await me.get('/api/sync/pull?cursor=0')).json().changes;
    const rows = pulled
      .filter((c: { table: string }) => c.table === 'entries')
      .map((c: { row: object }) => c.row);
    expect(rows.find((r: { id: string }) => r.id === saved.json().id).prayedFor).toEqual(prayedFor);
    expect(rows.find((r: { id: string }) => r.id === id)).not.toHaveProperty('prayedFor');
    const tooMany = Array.from({ length: 4 }, (_, i) => ({ id: uuidv7(), title: `R${i}` }));
    expect(
      (await me.post('/api/entries', { ...plan, date: '2026-11-23', prayedFor: tooMany })).statusCode,
    ).toBe(400);
  });
});
