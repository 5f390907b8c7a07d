import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/harness';

describe('serving the built web app in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'reign-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Reign</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("reign")');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Reign"}');
    app = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });
  });
  afterAll(() => app.close());

  it('serves index.html at / and for client routes (SPA fallback), never cached', async () => {
    for (const url of ['/', '/dashboard', '/auth?ref=ABC', '/admin/users']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Reign</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a real 404 for unknown API paths and missing files', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/dashboard', payload: {} })).statusCode).toBe(404);
  });

  it('still answers the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
