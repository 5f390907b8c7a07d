import { chmod, lstat, readdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * Everything under DATA_DIR (the embedded database and its write-ahead log, the session secret,
 * the VAPID keys, local uploads) holds secrets or people's data: only the server's user may read
 * or change it. Files are 0600 and folders 0700.
 */

/** Bits for the group and for everyone else. */
const GROUP_AND_OTHER = 0o077;

/**
 * Files and folders this process makes from now on are owner-only, whatever mode the code making
 * them asks for (PGlite asks for 0666). Worker threads may not change the umask: there it is a no-op.
 */
export function keepNewFilesPrivate(): void {
  if (isMainThread) process.umask(GROUP_AND_OTHER);
}

/**
 * Takes the group's and everyone's bits off every file and folder under `root` (the root
 * included) that has any: 0666 becomes 0600, 0777 becomes 0700. Symbolic links are neither
 * followed nor changed; a missing root is nothing to do. Answers how many were changed.
 */
export async function tightenModes(root: string): Promise<number> {
  let changed = 0;
  const visit = async (path: string): Promise<void> => {
    let stats: Awaited<ReturnType<typeof lstat>>;
    try {
      stats = await lstat(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // gone meanwhile
      throw err;
    }
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & GROUP_AND_OTHER) !== 0) {
      await chmod(path, stats.mode & 0o700);
      changed += 1;
    }
    if (!stats.isDirectory()) return;
    for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(root);
  return changed;
}

interface InfoLog {
  info(details: Record<string, unknown>, message: string): void;
}

/** What the server keeps in DATA_DIR; anything else an operator put there is left as it is. */
export const DATA_DIR_ENTRIES = ['pglite', 'uploads', 'session-secret', 'vapid-keys.json'] as const;

/**
 * At start: new files owner-only, and what an older version left readable by others (its embedded
 * database wrote 0666 files) made owner-only, with one log line saying how many. Only the server's
 * own entries are tightened (each one owner-only is enough, whatever DATA_DIR's mode): a DATA_DIR
 * set to a shared folder by mistake does not have everything in it changed.
 */
export async function keepDataPrivate(dataDir: string, log: InfoLog): Promise<number> {
  keepNewFilesPrivate();
  let fixed = 0;
  for (const entry of DATA_DIR_ENTRIES) {
    // an entry may be a link to another volume (uploads on a mounted disk): its target is tightened
    const target = await realpath(join(dataDir, entry)).catch(() => undefined);
    if (target) fixed += await tightenModes(target);
  }
  if (fixed > 0) {
    log.info(
      { dataDir, fixed },
      `${fixed} files and folders in DATA_DIR were readable by others: now owner-only`,
    );
  }
  return fixed;
}
