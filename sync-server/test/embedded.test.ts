import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEmbeddedApp } from './support/embedded-app';
import { signIn } from './support/harness';

describe('the embedded database (no DATABASE_URL)', () => {
  it('starts PGlite under DATA_DIR, migrates, and keeps accounts across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reign-embedded-'));
    const start = () => buildEmbeddedApp(dataDir, 10);

    const first = await start();
    expect(first.db.kind).toBe('embedded');
    const health = await first.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ databaseKind: 'embedded', database: 'up' });
    const registered = await first.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'keeper', password: 'secret123' },
    });
    expect(registered.statusCode).toBe(201);
    const cookie = registered.cookies.find((c) => c.name === 'reign.sid')?.value ?? '';
    await first.close();

    const second = await start();
    try {
      const login = await signIn(second, 'keeper', 'secret123');
      expect(login.statusCode).toBe(200);
      // the session made before the restart still works: it lives in the database, and the secret in DATA_DIR
      const me = await second.inject({ method: 'GET', url: '/api/user', cookies: { 'reign.sid': cookie } });
      expect(me.json().username).toBe('keeper');
    } finally {
      await second.close();
    }
  }, 60_000);
});
