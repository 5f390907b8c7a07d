import type { Gathering } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { joined, newCircle, newInvite, newPerson } from './support/circles';
import { as, bodyOf, connectTestDatabase, type SignedIn, testConfig } from './support/harness';

// Gathering mode (issue 52): a leader shows a passage and a verse; members follow over server-sent
// events from the same server, live, until the leader ends it; nobody else may follow or lead.

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await connectTestDatabase() });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
});

async function meeting() {
  const ana = await newPerson(app, 'Ana');
  const ben = await newPerson(app, 'Ben');
  const circle = await newCircle(app, ana);
  await joined(app, ben, (await newInvite(app, ana, circle.id)).code);
  return { ana, ben, circleId: circle.id as string };
}

/** A member's event stream: each `data:` as it comes, and whether the server ended it. */
async function follow(who: SignedIn, circleId: string) {
  const cookie = Object.entries(who.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const controller = new AbortController();
  const res = await fetch(`${origin}/api/circles/${circleId}/gathering/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: Gathering[] = [];
  let ended = false;
  let text = '';
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        for (const block of text.split('\n\n').slice(0, -1))
          if (block.startsWith('data: ')) events.push(JSON.parse(block.slice(6)));
        text = text.split('\n\n').at(-1) ?? '';
      }
      ended = true;
    } catch {
      // closed by the test
    }
  })();
  return {
    res,
    events,
    isEnded: () => ended,
    next: (check: (g: Gathering) => boolean) =>
      expect.poll(() => events.some(check), { timeout: 5000 }).toBe(true),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe('a gathering', () => {
  it('is followed live by a member: the passage, the verse pointed at, and its end', async () => {
    const { ana, ben, circleId } = await meeting();
    const stream = await follow(ben, circleId);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    await stream.next((g) => g.live === false);
    await bodyOf(200, as(app, ana).put(`/api/circles/${circleId}/gathering`, { osis: 'John', chapter: 3 }));
    await stream.next((g) => g.live && g.osis === 'John' && g.chapter === 3 && g.verse === null);
    await bodyOf(
      200,
      as(app, ana).put(`/api/circles/${circleId}/gathering`, { osis: 'John', chapter: 3, verse: 16 }),
    );
    await stream.next((g) => g.verse === 16 && g.leaderName !== null);
    expect((await bodyOf(200, as(app, ben).get(`/api/circles/${circleId}/gathering`))).verse).toBe(16);
    expect((await bodyOf(200, as(app, ana).delete(`/api/circles/${circleId}/gathering`))).messageCode).toBe(
      'circleGathering.ended',
    );
    await stream.next((g) => g.live === false && g.seq === 3);
    await stream.close();
  });

  it('a member removed stops following: the server ends their stream', async () => {
    const { ana, ben, circleId } = await meeting();
    const stream = await follow(ben, circleId);
    await stream.next(() => true);
    await bodyOf(200, as(app, ana).delete(`/api/circles/${circleId}/members/${ben.user.id}`));
    await expect.poll(stream.isEnded, { timeout: 5000 }).toBe(true);
  });

  it('only leaders lead; an outsider can neither follow nor read it; a place not in the Bible is 400', async () => {
    const { ben, ana, circleId } = await meeting();
    const byMember = as(app, ben).put(`/api/circles/${circleId}/gathering`, { osis: 'John', chapter: 3 });
    expect((await bodyOf(403, byMember)).messageCode).toBe('circle.leadersOnly');
    const outsider = await newPerson(app, 'Out');
    await bodyOf(404, as(app, outsider).get(`/api/circles/${circleId}/gathering`));
    expect((await follow(outsider, circleId)).res.status).toBe(404);
    const bad = [
      [{ osis: 'Nope', chapter: 1 }, 'study.book'],
      [{ osis: 'John', chapter: 22 }, 'circleGathering.chapter'],
      [{ osis: 'John', chapter: 3, verse: 37 }, 'circleGathering.verse'],
    ] as const;
    for (const [body, code] of bad)
      expect(
        (await bodyOf(400, as(app, ana).put(`/api/circles/${circleId}/gathering`, body))).messageCode,
      ).toBe(code);
    expect((await bodyOf(404, as(app, ana).delete(`/api/circles/${circleId}/gathering`))).messageCode).toBe(
      'circleGathering.none',
    );
  });

  it('an open stream does not hold the server from closing', async () => {
    const other = await buildApp({ config: testConfig(), database: await connectTestDatabase() });
    const at = await other.listen({ port: 0, host: '127.0.0.1' });
    const { ben, circleId } = await meeting();
    const cookie = Object.entries(ben.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const res = await fetch(`${at}/api/circles/${circleId}/gathering/events`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const closed = other.close().then(() => 'closed');
    const late = new Promise((resolve) => setTimeout(() => resolve('held'), 2000));
    expect(await Promise.race([closed, late])).toBe('closed');
  });
});
