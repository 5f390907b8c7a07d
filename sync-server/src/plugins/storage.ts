import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { S3Options } from '../config';
import { HttpError, notFound } from '../lib/http-error';
import { localStorage } from '../lib/local-storage';
import { s3Client, s3Storage } from '../lib/s3-storage';
import { parseUploadPath, type Storage, UPLOADS_UNAVAILABLE, uploadContentType } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
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
    await mkdir(root, { recursive: true, mode: 0o700 });
    if (s3) {
      const stagingRoot = join(root, '.staging');
      const client = s3Client(s3);
      app.decorate('storage', s3Storage(client, localStorage(stagingRoot), stagingRoot, app.log));
      app.get<{ Params: { kind: string; name: string } }>(
        '/uploads/:kind/:name',
        { schema: { hide: true } },
        async (request, reply) => {
          const parsed = parseUploadPath(`/uploads/${request.params.kind}/${request.params.name}`);
          if (!parsed) throw notFound({ code: 'server.pageNotFound' });
          const range = request.headers.range;
          const res = await client.send(
            'GET',
            client.objectUrl(parsed.kind, parsed.name),
            range ? { range } : {},
          );
          if (res.status === 404 || res.status === 403) throw notFound({ code: 'server.pageNotFound' });
          if (res.status === 416) throw new HttpError(416, { code: 'server.partMissing' });
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
