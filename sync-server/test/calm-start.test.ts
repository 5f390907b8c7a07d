import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildHash, installHash, stepsToRun } from '../../scripts/start-stamp.mjs';
import { buildApp } from '../src/app';
import { listenText, loggerOptions } from '../src/logging';
import { connectTestDatabase, testConfig } from './support/harness';

describe('npm start skips what has not changed', () => {
  const hashes = { install: 'i1', build: 'b1' };
  it('runs install and build on a fresh clone, nothing when the stamp matches', () => {
    expect(stepsToRun({ stamp: null, ...hashes, hasModules: false, hasBuild: false })).toEqual({
      install: true,
      build: true,
    });
    expect(stepsToRun({ stamp: hashes, ...hashes, hasModules: true, hasBuild: true })).toEqual({
      install: false,
      build: false,
    });
  });

  it('builds again for a source change, installs and builds for a lockfile change', () => {
    expect(
      stepsToRun({ stamp: hashes, install: 'i1', build: 'b2', hasModules: true, hasBuild: true }),
    ).toEqual({ install: false, build: true });
    expect(
      stepsToRun({ stamp: hashes, install: 'i2', build: 'b1', hasModules: true, hasBuild: true }),
    ).toEqual({ install: true, build: true });
    expect(stepsToRun({ stamp: hashes, ...hashes, hasModules: true, hasBuild: false }).build).toBe(true);
  });

  it('hashes the web sources for the build and the lockfile for the install', () => {
    const root = mkdtempSync(join(tmpdir(), 'reign-stamp-'));
    mkdirSync(join(root, 'web/src'), { recursive: true });
    writeFileSync(join(root, 'web/src/a.ts'), 'one');
    writeFileSync(join(root, 'pnpm-lock.yaml'), 'lock');
    const build = buildHash(root);
    const install = installHash(root);
    writeFileSync(join(root, 'web/src/a.ts'), 'two');
    expect(buildHash(root)).not.toBe(build);
    expect(installHash(root)).toBe(install);
    writeFileSync(join(root, 'pnpm-lock.yaml'), 'lock 2');
    expect(installHash(root)).not.toBe(install);
  });

  it('no locked package declares an engine that leaves out Node 20', () => {
    const lock = readFileSync(new URL('../../pnpm-lock.yaml', import.meta.url), 'utf8');
    const needs22 = [
      ...lock.matchAll(/^ {2}'?([^\s:']+)'?:\n(?: {4}.*\n)*? {4}engines: \{node: '>= ?2[2-9][^']*'/gm),
    ].map((m) => m[1]);
    expect(needs22).toEqual([]);
  });
});

describe('request logs on a terminal', () => {
  it('writes one short line per request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const logger = { ...(loggerOptions('info', false) as object), stream };
    const app = await buildApp({ config: testConfig(), database: await connectTestDatabase() }, logger, {
      shortRequestLogs: true,
    });
    try {
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/api/health' });
      const messages = lines.map((l) => JSON.parse(l).msg as string);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^GET \/api\/health 200 \d+ ms$/);
    } finally {
      await app.close();
    }
  });
});

describe('the start on a terminal', () => {
  it('names the address to open once, as localhost, and the network addresses as such', () => {
    const everywhere = listenText('0.0.0.0');
    expect(everywhere('http://127.0.0.1:3000')).toBe('Reign is running at http://localhost:3000');
    expect(everywhere('http://192.168.1.20:3000')).toBe(
      "  and on this machine's network at http://192.168.1.20:3000",
    );
    expect(listenText('10.0.0.5')('http://10.0.0.5:8080')).toBe('Reign is running at http://10.0.0.5:8080');
  });

  it('leaves out of the readable lines the fields their words already say', () => {
    const options = loggerOptions('info', true) as unknown as { transport: { options: { ignore: string } } };
    const ignored = options.transport.options.ignore.split(',');
    expect(ignored).toEqual(expect.arrayContaining(['setupUrl', 'applied', 'installed', 'ai', 'payments']));
  });
});
