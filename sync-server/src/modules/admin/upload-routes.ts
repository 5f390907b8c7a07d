import { adminMessages, routes } from '@reign/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { imageInfo, isMp3 } from '../../lib/file-types';
import { badRequest, HttpError } from '../../lib/http-error';
import { createRateLimiter } from '../../lib/rate-limiter';
import type { UploadKind } from '../../plugins/storage';

type Verdict = { ext: string } | { refuse: string };

export const AUDIO_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 4096;

export interface UploadRule {
  /** the multipart field that carries the file */
  field: string;
  kind: UploadKind;
  maxBytes: number;
  /** decides from the first bytes whether the file is what it claims */
  accept: (head: Buffer) => Verdict | Promise<Verdict>;
  tooLarge: string;
  /** uploads one account may make in an hour */
  perHour: number;
}

/**
 * Reads the one file of a multipart request into storage; the name the browser gave is never used.
 * Every refusal leaves nothing on disk; too many uploads in an hour answer 429 before any byte is read.
 */
export async function receiveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  { field, kind, maxBytes, accept, tooLarge, perHour }: UploadRule,
): Promise<string> {
  await createRateLimiter(app.db.sql).consume([
    { key: `upload:${request.user?.id ?? request.ip}`, limit: perHour, windowSeconds: 3600 },
  ]);
  if (!request.isMultipart()) throw badRequest(adminMessages.noFile);
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  if (!file) throw badRequest(adminMessages.noFile);
  if (file.fieldname !== field) {
    file.file.resume();
    throw badRequest(adminMessages.noFile);
  }
  const saved = await app.storage.save(kind, file.file, maxBytes, async (head) => accept(head));
  if (!saved.ok) {
    if (saved.reason === 'too-large') throw new HttpError(413, tooLarge);
    throw badRequest(saved.reason);
  }
  return saved.url;
}

export function acceptImage(head: Buffer): Verdict {
  const info = imageInfo(head);
  if (!info) return { refuse: adminMessages.imageType };
  if (info.width > IMAGE_MAX_PIXELS || info.height > IMAGE_MAX_PIXELS || info.width < 1 || info.height < 1) {
    return { refuse: adminMessages.imagePixels };
  }
  return { ext: info.type === 'jpeg' ? 'jpg' : info.type };
}

export default async function uploadRoutes(app: FastifyInstance, opts: { uploadsPerHour: number }) {
  defineRoute(app, routes.adminUploadAudio, async (_input, request) => {
    const audioUrl = await receiveUpload(app, request, {
      field: 'audio',
      kind: 'audio',
      maxBytes: AUDIO_MAX_BYTES,
      accept: (head) => (isMp3(head) ? { ext: 'mp3' } : { refuse: adminMessages.audioType }),
      tooLarge: adminMessages.audioSize,
      perHour: opts.uploadsPerHour,
    });
    request.log.info({ audioUrl }, 'audio uploaded');
    return { audioUrl };
  });
}
