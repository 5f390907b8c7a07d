import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * The API's JSON answers compressed (Brotli or gzip, as the browser accepts) from 1 KB on. A new
 * device's first sync pull of a year of plans was 280 KB of JSON on a phone's network; it is a
 * tenth of that compressed (docs/performance.md). Files and rendered pages come compressed already
 * (the build's .br and .gz copies, web-app-render.ts), and request bodies are never inflated: the
 * body limits stay the limits of what is sent.
 */
export const compressionPlugin = fp(
  async (fastify) => {
    await fastify.register(fastifyCompress, {
      globalCompression: true,
      globalDecompression: false,
      threshold: 1024,
      customTypes: /^application\/json\b/,
      encodings: ['br', 'gzip'],
      // a quick level: answers are compressed as they are sent, not once like the build's files
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
