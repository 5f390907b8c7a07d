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

  it('makes a VAPID key pair once and keeps it in DATA_DIR; keys from the environment win', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).push.vapid;
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(loadConfig({ DATA_DIR: dir }).push.vapid).toEqual(first);
    expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o077).toBe(0);
    const given = loadConfig({
      DATA_DIR: tempDir(),
      VAPID_PUBLIC_KEY: first.publicKey,
      VAPID_PRIVATE_KEY: first.privateKey,
    }).push.vapid;
    expect(given).toEqual(first);
  });

  it('refuses half a VAPID pair, or a key that is not one', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: 'abc' })).toThrow(
      /VAPID_PRIVATE_KEY: required when the other VAPID key is set/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' }),
    ).toThrow(ConfigError);
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
      TRUST_PROXY: '1',
      COOKIE_SECURE: 'true',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.trustProxy).toEqual({ hops: 1 });
    expect(config.session.cookieSecure).toBe(true);
  });

  it('trusts proxies by hop count or address, never everyone', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('2')).toEqual({ hops: 2 });
    expect(trust('127.0.0.1, 10.0.0.0/8,loopback')).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8', 'loopback'],
    });
    for (const bad of ['true', 'yes', 'proxy.example', '10.0.0.0/99', '99']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: .*number of proxies/);
    }
  });
});
