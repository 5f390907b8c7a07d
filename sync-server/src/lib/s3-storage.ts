import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Options } from '../config';
import type { Storage, UploadKind } from '../plugins/storage';
import { HttpError } from './http-error';
import { signS3Request } from './s3-signature';

export const UPLOADS_UNAVAILABLE = 'Uploads are not available right now. Please try again in a moment.';
const TIMEOUT_MS = 15_000;

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The content type of an upload by its server-made name's extension. */
export function uploadContentType(name: string): string {
  return CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** An upload's public path (/uploads/<kind>/<uuid>.<ext>) split into its parts, or null. */
export function parseUploadPath(path: string): { kind: UploadKind; name: string } | null {
  const m = /^\/uploads\/(audio|images)\/([0-9a-f-]{36}\.[a-z0-9]{2,4})$/.exec(path);
  return m?.[1] && m[2] ? { kind: m[1] as UploadKind, name: m[2] } : null;
}

export interface S3Client {
  objectUrl(kind: UploadKind, name: string): URL;
  /** a signed request to the bucket; rejects with a 503 HttpError when the service cannot be reached */
  send(
    method: 'GET' | 'PUT' | 'DELETE',
    url: URL,
    headers?: Record<string, string>,
    body?: Buffer,
  ): Promise<Response>;
}

export function s3Client(options: S3Options): S3Client {
  const base = options.endpoint.replace(/\/+$/, '');
  return {
    objectUrl: (kind, name) => new URL(`${base}/${options.bucket}/${options.prefix}${kind}/${name}`),
    async send(method, url, headers = {}, body) {
      const signed = signS3Request({ method, url, headers, credentials: options.credentials });
      try {
        return await fetch(url, {
          method,
          headers: signed,
          ...(body ? { body: new Uint8Array(body) } : {}),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new HttpError(503, UPLOADS_UNAVAILABLE);
      }
    },
  };
}

/**
 * Uploads in an S3-compatible bucket. A file is first received and checked on local disk exactly as
 * with local storage (`staging`, under `stagingRoot`), then put in the bucket under the same name and
 * removed locally; the public path stays /uploads/<kind>/<name>, answered by the storage plugin.
 */
export function s3Storage(
  client: S3Client,
  staging: Storage,
  stagingRoot: string,
  log: { warn: (obj: object, msg: string) => void },
): Storage {
  return {
    async save(kind, source, maxBytes, accept) {
      const staged = await staging.save(kind, source, maxBytes, accept);
      if (!staged.ok) return staged;
      const parsed = parseUploadPath(staged.url);
      if (!parsed) throw new Error(`unexpected staged upload path ${staged.url}`);
      const file = join(stagingRoot, parsed.kind, parsed.name);
      try {
        const body = await readFile(file);
        const res = await client.send(
          'PUT',
          client.objectUrl(kind, parsed.name),
          { 'content-type': uploadContentType(parsed.name), 'content-length': String(body.length) },
          body,
        );
        if (!res.ok) {
          log.warn({ status: res.status, body: (await res.text()).slice(0, 500) }, 'S3 refused an upload');
          throw new HttpError(503, UPLOADS_UNAVAILABLE);
        }
        return staged;
      } finally {
        await rm(file, { force: true });
      }
    },
    async remove(url) {
      const parsed = parseUploadPath(url);
      if (!parsed) return;
      // the row is gone already: a failure here leaves an unused object, which is only logged
      try {
        const res = await client.send('DELETE', client.objectUrl(parsed.kind, parsed.name));
        if (!res.ok && res.status !== 404)
          log.warn({ url, status: res.status }, 'S3 did not delete an upload');
      } catch (err) {
        log.warn({ url, err }, 'S3 did not delete an upload');
      }
    },
  };
}
