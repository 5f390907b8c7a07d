import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { S3Options } from '../config';
import { HttpError, notFound } from '../lib/http-error';
import {
  parseUploadPath,
  s3Client,
  s3Storage,
  UPLOADS_UNAVAILABLE,
  uploadContentType,
} from '../lib/s3-storage';

export type UploadKind = 'audio' | 'images';

/** Where uploads live; local disk under DATA_DIR/uploads by default, served at /uploads/. */
export interface Storage {
  /**
   * Streams `source` to a server-made name, at most `maxBytes`; `accept` sees the first bytes and
   * answers the extension to keep, or a reason to refuse. Nothing is left behind on refusal.
   */
  save(
    kind: UploadKind,
    source: NodeJS.ReadableStream,
    maxBytes: number,
    accept: (head: Buffer, size: number, path: string) => Promise<{ ext: string } | { refuse: string }>,
  ): Promise<{ ok: true; url: string } | { ok: false; reason: 'too-large' | string }>;
  remove(url: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const HEAD_BYTES = 64 * 1024;

export function localStorage(root: string): Storage {
  return {
    async save(kind, source, maxBytes, accept) {
      const dir = join(root, kind);
      await mkdir(dir, { recursive: true });
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
        await pipeline(source, counter, createWriteStream(tmp));
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

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Headers of the bucket's answer passed on to the browser (ranges for audio seeking). */
const PASSED_ON = ['content-length', 'content-range', 'etag', 'last-modified'] as const;

/**
 * Uploads on local disk (DATA_DIR/uploads), or in an S3-compatible bucket when configured; either
 * way served at /uploads/<kind>/<name> with range requests (audio seeking) and a long cache life.
 */
export default fp<{ root: string; s3?: S3Options | undefined }>(
  async (app, { root, s3 }) => {
    await mkdir(root, { recursive: true });
    if (s3) {
      const stagingRoot = join(root, '.staging');
      const client = s3Client(s3);
      app.decorate('storage', s3Storage(client, localStorage(stagingRoot), stagingRoot, app.log));
      app.get<{ Params: { kind: string; name: string } }>(
        '/uploads/:kind/:name',
        { schema: { hide: true } },
        async (request, reply) => {
          const parsed = parseUploadPath(`/uploads/${request.params.kind}/${request.params.name}`);
          if (!parsed) throw notFound('Page not found.');
          const range = request.headers.range;
          const res = await client.send(
            'GET',
            client.objectUrl(parsed.kind, parsed.name),
            range ? { range } : {},
          );
          if (res.status === 404 || res.status === 403) throw notFound('Page not found.');
          if (res.status === 416) throw new HttpError(416, 'That part of the file does not exist.');
          if (!res.ok || !res.body) {
            request.log.warn({ status: res.status }, 'S3 did not answer an upload');
            throw new HttpError(503, UPLOADS_UNAVAILABLE);
          }
          reply
            .code(res.status)
            .header('content-type', uploadContentType(parsed.name))
            .header('accept-ranges', 'bytes')
            .header('cache-control', IMMUTABLE);
          for (const name of PASSED_ON) {
            const value = res.headers.get(name);
            if (value) reply.header(name, value);
          }
          return reply.send(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream));
        },
      );
      return;
    }
    app.decorate('storage', localStorage(root));
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      acceptRanges: true,
      index: false,
      dotfiles: 'deny',
      setHeaders(reply) {
        reply.header('cache-control', IMMUTABLE);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  },
  { name: 'storage' },
);
