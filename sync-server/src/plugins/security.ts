import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { forbidden } from '../lib/http-error';
import { securityHeaders } from './security-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses unsafe methods sent by a browser from another origin (cross-site request forgery).
 * Browsers send Sec-Fetch-Site; older ones at least send Origin. Clients that send neither (curl,
 * server-to-server) are not browsers and cannot carry a victim's cookie by accident.
 */
export function isCrossSiteRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin && allowedOrigins.includes(origin)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  if (!origin) return false;
  if (origin === 'null') return true;
  // the whole origin: scheme, host and port (https://host is another site than http://host)
  try {
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    // callback style: no promise per request on the hottest path
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeaders(request));
      done(
        isCrossSiteRequest(request, config.allowedOrigins)
          ? forbidden({ code: 'server.crossSite' })
          : undefined,
      );
    });
  },
  { name: 'security' },
);
