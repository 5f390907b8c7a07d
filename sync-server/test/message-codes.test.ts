import { SYNC_SCHEMA_VERSION, spoken } from '@reign/contract';
import { addDays, centralDate, uuidv7 } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { tooManyRequests } from '../src/lib/http-error';
import { fileTestApp } from './support/file-app';
import { as, registerUser } from './support/harness';
import { refusal } from './support/refusal';

// Every refusal and every message the server makes carries its message's code and values beside
// its English (packages/contract/src/message-codes.ts): the device words it in its own language.

const app = fileTestApp();

async function member() {
  return as(app, await registerUser(app));
}

const goal = (title: string) => ({ id: uuidv7(), title, description: 'One a day', targetDate: '2099-12-31' });

/** One mutation pushed alone; its result. */
async function pushed(me: Awaited<ReturnType<typeof member>>, name: string, args: unknown) {
  const res = await me.post('/api/sync/push', {
    clientId: `codes-${uuidv7()}`,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: [{ seq: 1, id: uuidv7(), name, args }],
  });
  expect(res.statusCode).toBe(200);
  return res.json().results[0];
}

describe('message codes on the wire', () => {
  it("carries the free goal limit's code, from REST and from a pushed change", async () => {
    const me = await member();
    expect((await me.post('/api/goals', goal('First'))).statusCode).toBe(201);
    const second = await me.post('/api/goals', goal('Second'));
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual(refusal({ code: 'goal.freeLimit' }, 'free_goal_limit'));
    expect(await pushed(me, 'goal.create', goal('Third'))).toMatchObject({
      status: 'rejected',
      error: { status: 403, ...spoken({ code: 'goal.freeLimit' }), code: 'free_goal_limit' },
    });
  });

  it('carries a plan date past tomorrow and a reading-plan day past its end, with their values', async () => {
    const me = await member();
    const late = addDays(centralDate(new Date()), 3);
    const plan = { date: late, verse: 'v', verseReference: 'John 3:16', priorities: ['Pray'] };
    const refused = await me.post('/api/entries', plan);
    expect(refused.json()).toEqual(refusal({ code: 'entry.dateTooLate' }, 'invalid_request'));

    const id = uuidv7();
    const start = { id, planKey: 'custom', customBooks: ['Ruth'], customDays: 4, startDate: '2026-11-01' };
    expect((await me.post('/api/reading-plans', start)).statusCode).toBe(201);
    const past = await me.post(`/api/reading-plans/${id}/progress`, {
      day: 5,
      read: true,
      readOn: '2026-11-01',
    });
    expect(past.json()).toEqual(
      refusal({ code: 'readingPlan.dayPastEnd', values: { days: 4 } }, 'invalid_request'),
    );
    const mark = { planId: id, day: 9, read: true, readOn: '2026-11-02' };
    expect(await pushed(me, 'readingProgress.mark', mark)).toMatchObject({
      error: { messageCode: 'readingPlan.dayPastEnd', values: { days: 4 } },
    });
  });

  it("carries an account limit's kind and numbers", async () => {
    const me = await member();
    const goals = Array.from({ length: 1001 }, () => ({ id: uuidv7() }));
    const res = await me.post('/api/account/import', { format: 'reign-export', version: 1, goals });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(
      refusal(
        { code: 'limit.importPast', values: { kind: 'goals', adding: 1001, have: 0, limit: 1000 } },
        'account_limit',
      ),
    );
    expect(res.json().message).toBe(
      'This import would add 1,001 goals to the 0 you have, past the limit of 1,000. Nothing was imported; delete some first.',
    );
  });

  it("names a schema failure by its message's code, or by the field or key it is about", async () => {
    const me = await member();
    const untitled = await me.post('/api/goals', { ...goal(''), title: ' ' });
    expect(untitled.json()).toEqual(refusal({ code: 'field.title' }, 'invalid_request'));
    const extra = await me.post('/api/goals', { ...goal('Extra'), userId: 1 });
    expect(extra.json()).toEqual(
      refusal({ code: 'server.unknownKey', values: { key: 'userId' } }, 'invalid_request'),
    );
    // a field whose schema has no message of its own
    const wrong = await me.get('/api/sync/pull?cursor=-1');
    expect(wrong.json()).toEqual(
      refusal({ code: 'server.invalidValue', values: { field: 'cursor' } }, 'invalid_request'),
    );
  });

  it("carries a passage's problem from the domain with the book and its count", async () => {
    const me = await member();
    const result = await pushed(me, 'note.create', {
      id: uuidv7(),
      book: 'John',
      chapter: 22,
      verseStart: 1,
      verseEnd: 1,
      text: 'After the last chapter',
    });
    expect(result.error).toEqual({
      status: 400,
      ...spoken({ code: 'study.chapterOutOfRange', values: { book: 'John', chapters: 21 } }),
      code: 'invalid_request',
    });
  });

  it('carries the codes of answers that are not refusals, of a route that does not exist, and of the wait', async () => {
    const me = await member();
    const { goal: made } = (await me.post('/api/goals', goal('Done soon'))).json();
    expect((await me.delete(`/api/goals/${made.id}`)).json()).toEqual(spoken({ code: 'goal.deleted' }));
    const nowhere = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(nowhere.json()).toEqual(
      refusal({ code: 'server.noRoute', values: { method: 'GET', path: '/api/nowhere' } }, 'not_found'),
    );
    expect(tooManyRequests(30).said).toEqual({ code: 'server.waitSeconds', values: { seconds: 30 } });
    expect(tooManyRequests(150).said).toEqual({ code: 'server.waitMinutes', values: { minutes: 3 } });
    expect(tooManyRequests(150).message).toBe('Too many attempts. Please wait 3 minutes and try again.');
  });
});
