import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { AUDIO_UPLOAD, receiveUpload } from './receive-upload';

/** The admin's audio upload (scheduled scriptures and series days link to it); files live in app.storage. */
export default async function uploadRoutes(app: FastifyInstance, opts: { uploadsPerHour: number }) {
  defineRoute(app, routes.adminUploadAudio, async (_input, request) => {
    const audioUrl = await receiveUpload(app, request, { ...AUDIO_UPLOAD, perHour: opts.uploadsPerHour });
    request.log.info({ audioUrl }, 'audio uploaded');
    return { audioUrl };
  });
}
