import { adminMessages, routes } from '@reign/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { imageInfo, isMp3 } from '../../lib/file-types';
import { badRequest, HttpError } from '../../lib/http-error';
import type { UploadKind } from '../../plugins/storage';

type Verdict = { ext: string } | { refuse: string };

export const AUDIO_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 4096;

/**
 * Reads the one file of a multipart request (field `field`) into storage; the name the browser gave
 * is never used. Every refusal leaves nothing on disk.
 */
export async function receiveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  field: string,
  kind: UploadKind,
  maxBytes: number,
  accept: (head: Buffer) => Verdict | Promise<Verdict>,
  tooLarge: string,
): Promise<string> {
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

export default async function uploadRoutes(app: FastifyInstance) {
  defineRoute(app, routes.adminUploadAudio, async (_input, request) => {
    const audioUrl = await receiveUpload(
      app,
      request,
      'audio',
      'audio',
      AUDIO_MAX_BYTES,
      (head) => (isMp3(head) ? { ext: 'mp3' } : { refuse: adminMessages.audioType }),
      adminMessages.audioSize,
    );
    request.log.info({ audioUrl }, 'audio uploaded');
    return { audioUrl };
  });
}
