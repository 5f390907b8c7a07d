import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { S3Options } from '../config';
import { HttpError } from './http-error';

import {
  parseUploadPath,
  type Storage,
  UPLOADS_UNAVAILABLE,
  type UploadKind,
  uploadContentType,
} from './storage';

const TIMEOUT_MS = 15_000;

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

/**
 * Requests to the bucket signed with AWS Signature Version 4 by aws4fetch (header form; the body is
 * sent as UNSIGNED-PAYLOAD, as S3 allows). No retries: a failure answers 503 at once and the admin
 * tries again.
 */
export function s3Client(options: S3Options): S3Client {
  const base = options.endpoint.replace(/\/+$/, '');
  const aws = new AwsClient({ ...options.credentials, service: 's3', retries: 0 });
  return {
    objectUrl: (kind, name) => new URL(`${base}/${options.bucket}/${options.prefix}${kind}/${name}`),
    async send(method, url, headers = {}, body) {
      try {
        return await aws.fetch(url, {
          method,
          headers,
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
          { 'content-type': uploadContentType(parsed.name) },
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
