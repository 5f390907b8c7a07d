import type { CodedMessage } from '@reign/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageInfo, isMp3 } from '../../lib/file-types';
import { badRequest, HttpError } from '../../lib/http-error';
import { createRateLimiter } from '../../lib/rate-limiter';
import type { UploadKind } from '../../lib/storage';
import { recordUpload } from './upload-repository';

type Verdict = { ext: string } | { refuse: CodedMessage };

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
  tooLarge: CodedMessage;
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
  if (!request.isMultipart()) throw badRequest({ code: 'admin.noFile' });
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  if (!file) throw badRequest({ code: 'admin.noFile' });
  if (file.fieldname !== field) {
    file.file.resume();
    throw badRequest({ code: 'admin.noFile' });
  }
  const saved = await app.storage.save(kind, file.file, maxBytes, async (head) => accept(head));
  if (!saved.ok) {
    if (saved.reason === 'too-large') throw new HttpError(413, tooLarge);
    throw badRequest(saved.reason);
  }
  // listed, so it is removed a day after nothing refers to it (upload-sweep.ts)
  await recordUpload(app.db.sql, saved.url);
  return saved.url;
}

export function acceptImage(head: Buffer): Verdict {
  const info = imageInfo(head);
  if (!info) return { refuse: { code: 'admin.imageType' } };
  if (info.width > IMAGE_MAX_PIXELS || info.height > IMAGE_MAX_PIXELS || info.width < 1 || info.height < 1) {
    return { refuse: { code: 'admin.imagePixels' } };
  }
  return { ext: info.type === 'jpeg' ? 'jpg' : info.type };
}

export function acceptMp3(head: Buffer): Verdict {
  return isMp3(head) ? { ext: 'mp3' } : { refuse: { code: 'admin.audioType' } };
}

/** The admin's audio: an MP3 of at most 20 MiB, field 'audio'. */
export const AUDIO_UPLOAD = {
  field: 'audio',
  kind: 'audio',
  maxBytes: AUDIO_MAX_BYTES,
  accept: acceptMp3,
  tooLarge: { code: 'admin.audioSize' } as CodedMessage,
} as const satisfies Omit<UploadRule, 'perHour'>;

/** A giveaway's image: PNG, JPEG, GIF or WebP of at most 5 MiB and 4096 pixels a side, field 'image'. */
export const IMAGE_UPLOAD = {
  field: 'image',
  kind: 'images',
  maxBytes: IMAGE_MAX_BYTES,
  accept: acceptImage,
  tooLarge: { code: 'admin.imageSize' } as CodedMessage,
} as const satisfies Omit<UploadRule, 'perHour'>;
