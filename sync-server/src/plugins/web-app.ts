import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error';

/**
 * Serves the built web app (web/dist) beside the API, so one process on one port is the whole
 * product: hashed assets cached for a year, index.html never cached, client routes fall back to
 * index.html, and unknown /api paths get a real JSON 404.
 */
export default fp<{ webDistDir: string; serveWeb: boolean }>(
  async (app, { webDistDir, serveWeb }) => {
    const hasWeb = serveWeb && existsSync(join(webDistDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        decorateReply: true,
        // the build writes .br and .gz beside every compressible file; send the one the browser takes
        preCompressed: true,
        setHeaders(reply, path) {
          const immutable = path.startsWith(join(webDistDir, 'assets'));
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else if (serveWeb) {
      app.log.warn({ webDistDir }, 'no built web app found; run the web build to serve it from this server');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path === '/api' || path.startsWith('/api/');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApi && hasWeb && wantsPage && !/\.[a-z0-9]+$/i.test(path)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      throw notFound(isApi ? `No API route matches ${request.method} ${path}.` : 'Page not found.');
    });
  },
  { name: 'web-app' },
);
