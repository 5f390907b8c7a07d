import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile } from './support/export-file';
import { centralDaysAgo } from './support/factories';
import { as, createTestApp, registerUser, type SignedIn } from './support/harness';

let app: FastifyInstance;
let user: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  user = await registerUser(app);
  const imported = await as(app, user).post('/api/account/import', exportFile(90, centralDaysAgo(1)));
  expect(imported.statusCode).toBe(200);
});
afterAll(() => app.close());

const pull = (encoding?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/sync/pull?cursor=0&limit=500',
    cookies: user.cookies,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('compressed answers', () => {
  it('sends a first sync pull compressed, with the same JSON inside', async () => {
    const plain = await pull();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().changes.length).toBeGreaterThanOrEqual(90);

    const br = await pull('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await pull('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends today's scripture as JSON, compressed once for every reader, in the encoding asked for", async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/today-scripture' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    const answer = plain.json();
    expect(answer.verse).toEqual(expect.any(String));

    const br = await app.inject({
      method: 'GET',
      url: '/api/today-scripture',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);

    const gz = await app.inject({
      method: 'GET',
      url: '/api/today-scripture?lang=en',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(answer);
  });

  it("honours a client's refusals and preferences: q=0 is a no, a higher q wins", async () => {
    const scripture = (encoding: string) =>
      app.inject({ method: 'GET', url: '/api/today-scripture', headers: { 'accept-encoding': encoding } });
    const noBrotli = await scripture('br;q=0, gzip');
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(noBrotli.rawPayload).toString()).verse).toEqual(expect.any(String));
    const neither = await scripture('br;q=0, gzip;q=0');
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.json().verse).toEqual(expect.any(String));
    expect((await scripture('br;q=0.5, gzip;q=0.9')).headers['content-encoding']).toBe('gzip');
    expect((await scripture('deflate')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('ok');
  });

  it('never inflates a request body: a well-formed gzip body is read as sent, and refused', async () => {
    const body = { username: user.user.username, password: user.password };
    const plain = await app.inject({ method: 'POST', url: '/api/login', payload: body });
    expect(plain.statusCode).toBe(200);

    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(body)),
    });
    // inflated, this would sign the user in; as sent, the bytes are not JSON
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.cookies.find((c) => c.name === 'reign.sid')).toBeUndefined();
  });
});
