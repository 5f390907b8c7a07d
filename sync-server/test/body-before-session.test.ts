import { Readable } from 'node:stream';
import { ACCOUNT_IMPORT_MAX_BYTES } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooLargeMessage } from '../src/plugins/session-body-guard';
import { as, createTestApp, registerUser, signIn } from './support/harness';
import { refusal } from './support/refusal';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const CHUNK = 64 * 1024;

/** A body of `total` bytes made only as it is read; `read()` says how much was. */
function lazyBody(total: number) {
  let made = 0;
  const stream = new Readable({
    read() {
      if (made >= total) return this.push(null);
      const size = Math.min(CHUNK, total - made);
      made += size;
      this.push(Buffer.alloc(size, 0x20));
    },
  });
  return { stream, read: () => made };
}

const postBody = (total: number, declared: number, cookies?: Record<string, string>) => {
  const body = lazyBody(total);
  const sent = app.inject({
    method: 'POST',
    url: '/api/account/import',
    headers: { 'content-type': 'application/json', 'content-length': String(declared) },
    payload: body.stream,
    ...(cookies ? { cookies } : {}),
  });
  return { sent, read: body.read };
};

describe('a large body is refused before it is read', () => {
  it('answers an anonymous 31.5 MiB import 401 without reading the body', async () => {
    const size = Math.floor(31.5 * 1024 * 1024);
    const { sent, read } = postBody(size, size);
    const res = await sent;
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal({ code: 'server.signIn' }, 'signed_out'));
    expect(res.headers.connection).toBe('close');
    // at most what a stream reads ahead before anyone asks for it, never the body
    expect(read()).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('answers a signed-in body over the route limit 413 by its length, without reading it', async () => {
    const who = await registerUser(app);
    const size = ACCOUNT_IMPORT_MAX_BYTES + 1;
    const { sent, read } = postBody(size, size, who.cookies);
    const res = await sent;
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(refusal(tooLargeMessage(ACCOUNT_IMPORT_MAX_BYTES), 'too_large'));
    expect(read()).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('still takes a signed-in import under the limit', async () => {
    const who = await registerUser(app);
    const exported = await as(app, who).get('/api/account/export');
    expect(exported.statusCode).toBe(200);
    const res = await as(app, who).post('/api/account/import', exported.json());
    expect(res.statusCode).toBe(200);
  });

  it('keeps public routes open to anonymous bodies', async () => {
    const res = await signIn(app, 'nobody_here', 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_credentials');
  });
});

describe('a small body of a signed-out device is drained, not cut off', () => {
  it('answers an anonymous sync push 401 and keeps the connection, so the device learns it must sign in again', async () => {
    const push = { clientId: 'device-1', mutations: [] };
    const res = await app.inject({ method: 'POST', url: '/api/sync/push', payload: push });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'signed_out' });
    // closing with the body unread can reset the socket before the browser reads the answer:
    // it then sees 'offline', not 'signed out', and never asks the person to sign in again
    expect(res.headers.connection).not.toBe('close');
  });
});
