import type { CodedMessage } from '@reign/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unauthorized } from '../lib/http-error';

const MiB = 1024 * 1024;
const CLOSE = { connection: 'close' };
/**
 * A refused body up to this long is left for Node to drain, keeping the connection: closing it with
 * the body unread can reset it before the client reads the answer, and a browser then sees a network
 * failure ('offline') instead of the 401 that tells it to sign in again.
 */
const DRAIN_UP_TO = 64 * 1024;

/** Close only for a body too long to drain (or of unknown length). */
function closeIfLarge(request: FastifyRequest): Record<string, string> {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length <= DRAIN_UP_TO ? {} : CLOSE;
}

/** A request that sends a body (by its length or its chunked encoding). */
function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** Routes of defineRoute that need a session document it as their OpenAPI `security` (lib/define-route.ts). */
function needsSession(request: FastifyRequest): boolean {
  const security = (request.routeOptions.schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length > 0;
}

/** 413 for a body past `limit` bytes, naming the limit ('1 MiB', '64 KiB'). */
export const tooLargeMessage = (limit: number): CodedMessage => ({
  code: 'server.tooLargeFor',
  values: { size: limit >= MiB ? `${Math.floor(limit / MiB)} MiB` : `${Math.ceil(limit / 1024)} KiB` },
});

/**
 * Before any body is read or parsed (preParsing): a route that needs a session answers a caller
 * without one 401, and a JSON body longer than the route's limit (its Content-Length against the
 * route's bodyLimit) 413, closing the connection so a large body is never read (a small one is drained, see DRAIN_UP_TO). Without it an anonymous
 * sender had a 32 MiB import body read and parsed before the guard refused it. Multipart uploads are
 * read in their handler, after the guard, with limits of their own.
 */
export default fp(
  async (app) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!carriesBody(request)) return payload;
      if (needsSession(request) && typeof request.session.userId !== 'number') {
        const refused = unauthorized();
        throw new HttpError(401, refused.said, { code: refused.code, headers: closeIfLarge(request) });
      }
      const length = Number(request.headers['content-length']);
      const limit = request.routeOptions.bodyLimit;
      const multipart = request.headers['content-type']?.startsWith('multipart/form-data') ?? false;
      if (!multipart && limit && Number.isFinite(length) && length > limit) {
        throw new HttpError(413, tooLargeMessage(limit), { code: 'too_large', headers: CLOSE });
      }
      return payload;
    });
  },
  { name: 'session-body-guard', dependencies: ['session'] },
);
