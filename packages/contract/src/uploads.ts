import * as z from 'zod/mini';
import { checked } from './checked';
import { post, routeTable } from './route-builder';

/** An address of an uploaded file (served from /uploads/<kind>/...); other addresses are refused. */
const uploaded = (pattern: RegExp, message: string) =>
  z.optional(z.nullable(checked(z.string(), z.trim(), z.regex(pattern, message))));

export const uploadMessages = { file: 'Upload the file first', image: 'Upload the image first' } as const;

/** Any uploaded file (a scheduled scripture's audio). */
export const uploadedFileUrl = uploaded(/^\/uploads\/[a-z]+\/[A-Za-z0-9._-]+$/, uploadMessages.file);
/** An uploaded audio file (a series day). */
export const uploadedAudioUrl = uploaded(/^\/uploads\/audio\/[A-Za-z0-9._-]+$/, uploadMessages.file);
/** An uploaded image (a giveaway, a series topic). */
export const uploadedImageUrl = uploaded(/^\/uploads\/images\/[A-Za-z0-9._-]+$/, uploadMessages.image);

export const audioUploadResponse = z.object({ audioUrl: z.string() });
export const imageUploadResponse = z.object({ imagePath: z.string() });
/** Admin uploads (multipart; the body is checked by the handler, not by a schema). */
export const uploadRoutes = routeTable('admin', 'admin', {
  adminUploadAudio: post('/api/upload/audio', {
    summary: 'Upload an MP3 (multipart field "audio", up to 20 MB); answers its audioUrl',
    upload: { field: 'audio' },
    status: 201,
    response: audioUploadResponse,
  }),
  adminUploadGiveawayImage: post('/api/admin/giveaways/upload-image', {
    summary: 'Upload a JPEG, PNG or WebP (multipart field "image", under 5 MB); answers imagePath',
    upload: { field: 'image' },
    status: 201,
    response: imageUploadResponse,
  }),
});
