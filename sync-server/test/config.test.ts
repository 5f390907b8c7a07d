import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'reign-config-'));

describe('configuration', () => {
  it('starts with no variables at all: port 3000, embedded database under ./data', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.dataDir).toBe(dir);
    expect(config.session.cookieSecure).toBe('auto');
    expect(config.nodeEnv).toBe('development');
  });

  it('makes a session secret once and keeps it in DATA_DIR, readable only by the owner', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).session.secret;
    const second = loadConfig({ DATA_DIR: dir }).session.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'session-secret')).mode & 0o077).toBe(0);
  });

  it('names every bad variable with what is wrong', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SESSION_SECRET: 'short',
        COOKIE_SECURE: 'maybe',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/DATABASE_URL: must start with postgres/);
    expect(message).toMatch(/SESSION_SECRET: must be at least 32 characters/);
    expect(message).toMatch(/COOKIE_SECURE: use auto, true or false/);
  });

  it('reads lists and switches', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      TRUST_PROXY: 'true',
      COOKIE_SECURE: 'true',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.trustProxy).toBe(true);
    expect(config.session.cookieSecure).toBe(true);
  });
});
