import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage';

const HEAD_BYTES = 64 * 1024;

/** Uploads on local disk, owner-only (0600 files in 0700 folders) as all of DATA_DIR is. */
export function localStorage(root: string): Storage {
  return {
    async save(kind, source, maxBytes, accept) {
      const dir = join(root, kind);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const tmp = join(dir, `.upload-${randomUUID()}`);
      let size = 0;
      let head = Buffer.alloc(0);
      let tooLarge = false;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
          if (size > maxBytes) {
            tooLarge = true;
            done(new Error('too large'));
            return;
          }
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, counter, createWriteStream(tmp, { mode: 0o600 }));
      } catch (err) {
        await rm(tmp, { force: true });
        if (tooLarge) return { ok: false, reason: 'too-large' };
        throw err;
      }
      if ((source as { truncated?: boolean }).truncated) {
        await rm(tmp, { force: true });
        return { ok: false, reason: 'too-large' };
      }
      const verdict = await accept(head, size, tmp);
      if ('refuse' in verdict) {
        await rm(tmp, { force: true });
        return { ok: false, reason: verdict.refuse };
      }
      const name = `${randomUUID()}.${verdict.ext}`;
      await rename(tmp, join(dir, name));
      return { ok: true, url: `/uploads/${kind}/${name}` };
    },
    async remove(url) {
      const m = /^\/uploads\/(audio|images)\/([A-Za-z0-9-]+\.[a-z0-9]+)$/.exec(url);
      if (m?.[1] && m[2]) await rm(join(root, m[1], m[2]), { force: true });
    },
  };
}
