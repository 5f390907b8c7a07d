import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localStorage } from '../src/lib/local-storage';
import { keepDataPrivate } from '../src/lib/private-files';
import { buildEmbeddedApp } from './support/embedded-app';

/** The permission bits of a path, as octal ('600'). */
const modeOf = (path: string) => (lstatSync(path).mode & 0o777).toString(8);

/** Every file and folder under `root` whose group or everyone may read, write or enter it. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) found.push(`${path} ${modeOf(path)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}

// The test runs as a server started from a shell usually does: umask 022, which PGlite ignores.
let umaskBefore: number;
beforeEach(() => {
  umaskBefore = process.umask(0o022);
});
afterEach(() => {
  process.umask(umaskBefore);
});

describe('files only the server’s user can read', () => {
  it('at start, makes what an older version left 0666/0777 owner-only, and says so in one line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reign-modes-'));
    const made = (path: string, mode: number, dir = false) => {
      if (dir) mkdirSync(path, { recursive: true });
      else writeFileSync(path, 'x');
      chmodSync(path, mode);
    };
    made(join(dataDir, 'pglite'), 0o777, true);
    made(join(dataDir, 'pglite', 'pg_wal'), 0o777, true);
    made(join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'), 0o666);
    made(join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
    // uploads on another volume, linked from DATA_DIR
    const volume = mkdtempSync(join(tmpdir(), 'reign-volume-'));
    made(join(volume, 'uploads'), 0o755, true);
    symlinkSync(join(volume, 'uploads'), join(dataDir, 'uploads'));
    made(join(dataDir, 'uploads', 'audio'), 0o777, true);
    made(join(dataDir, 'uploads', 'audio', 'a.mp3'), 0o644);
    made(join(dataDir, 'session-secret'), 0o644);
    made(join(dataDir, 'vapid-keys.json'), 0o666);
    made(join(dataDir, 'uploads', 'audio', 'b.mp3'), 0o600); // already right: not counted
    made(join(dataDir, 'operator-notes.txt'), 0o644); // not the server's: left alone

    const lines: Array<{ details: Record<string, unknown>; message: string }> = [];
    const log = {
      info: (details: Record<string, unknown>, message: string) => lines.push({ details, message }),
    };
    expect(await keepDataPrivate(dataDir, log)).toBe(9);

    expect(openToOthers(join(dataDir, 'pglite'))).toEqual([]);
    expect(openToOthers(join(volume, 'uploads'))).toEqual([]);
    expect(modeOf(join(dataDir, 'pglite'))).toBe('700');
    expect(modeOf(join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'))).toBe('600');
    expect(modeOf(join(dataDir, 'uploads', 'audio'))).toBe('700');
    expect(modeOf(join(dataDir, 'uploads', 'audio', 'a.mp3'))).toBe('600');
    expect(modeOf(join(dataDir, 'session-secret'))).toBe('600');
    expect(modeOf(join(dataDir, 'vapid-keys.json'))).toBe('600');
    expect(modeOf(join(dataDir, 'operator-notes.txt'))).toBe('644');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.details).toMatchObject({ fixed: 9 });
    expect(lines[0]?.message).toContain('9 files and folders');

    // from now on this process makes owner-only files, and the next start has nothing to say
    writeFileSync(join(dataDir, 'uploads', 'new.bin'), 'x');
    expect(modeOf(join(dataDir, 'uploads', 'new.bin'))).toBe('600');
    expect(await keepDataPrivate(dataDir, log)).toBe(0);
    expect(lines).toHaveLength(1);
  });

  it('a fresh embedded database is owner-only, its write-ahead log included, after accounts are written', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reign-fresh-modes-'));
    const app = await buildEmbeddedApp(dataDir, 1);
    try {
      const registered = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'private', password: 'secret123' },
      });
      expect(registered.statusCode).toBe(201);
    } finally {
      await app.close();
    }
    const pglite = join(dataDir, 'pglite');
    expect(readdirSync(join(pglite, 'pg_wal')).length).toBeGreaterThan(0);
    expect(openToOthers(pglite)).toEqual([]);
  }, 60_000);

  it('local uploads are written 0600 in 0700 folders', async () => {
    const root = mkdtempSync(join(tmpdir(), 'reign-upload-modes-'));
    const saved = await localStorage(root).save(
      'images',
      Readable.from([Buffer.from('picture')]),
      1000,
      async () => ({
        ext: 'png',
      }),
    );
    expect(saved.ok).toBe(true);
    const name = saved.ok ? (saved.url.split('/').pop() ?? '') : '';
    expect(modeOf(join(root, 'images'))).toBe('700');
    expect(modeOf(join(root, 'images', name))).toBe('600');
  });
});
