import { readFileSync } from 'node:fs';
import { routes } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from './support/file-app';
import { databaseKind } from './support/harness';

const app = fileTestApp();

describe('health', () => {
  it('reports the database reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', databaseKind: 'postgres' });
    expect(databaseKind()).toMatch(/postgres|embedded/);
  });
});

describe('OpenAPI', () => {
  it('documents every route of the contract at /api/docs', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const route of Object.values(routes)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(spec.paths[path], route.path).toBeDefined();
      expect(spec.paths[path][route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    const register = spec.paths['/api/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ]);
    expect(register.requestBody.content['application/json'].schema.additionalProperties).toBe(false);

    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('is written to docs/api/openapi.json as the routes are now', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../docs/api/openapi.json', import.meta.url), 'utf8'),
    );
    expect(committed, 'docs/api/openapi.json is stale: run pnpm --filter @reign/sync-server openapi').toEqual(
      JSON.parse(JSON.stringify(app.swagger())),
    );
  });
});
