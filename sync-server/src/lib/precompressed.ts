import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * One answer, compressed once at the highest levels, for every reader. As it is, it is kept encoded
 * too: a string answer is measured (its UTF-8 length) and encoded again on every send.
 */
export interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compresses a text that many requests will be sent (a rendered page, today's scripture), so none of
 * them compresses it again: per request, a quick level on every answer costs more than the answer.
 */
export async function precompress(text: string): Promise<Precompressed> {
  const [br, gz] = await Promise.all([
    brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(text, { level: 9 }),
  ]);
  return { identity: Buffer.from(text), br, gzip: gz };
}

/**
 * The Accept-Encoding values seen, each with the encoding it takes (browsers send a handful; the
 * same one on every request). Cleared past 100, since a client may send any header at all.
 */
const seen = new Map<string, string>();
const MAX_SEEN = 100;
const encodings = new Negotiator<'br' | 'gzip'>({
  // preferred first; the qualities a client gives (`br;q=0` is a refusal) decide before this order
  supportedValues: ['br', 'gzip'],
  cache: {
    has: (header) => seen.has(header),
    get: (header) => seen.get(header),
    set(header, encoding) {
      if (seen.size >= MAX_SEEN) seen.clear();
      seen.set(header, encoding);
      return this;
    },
  },
});

/**
 * The copy the browser accepts (Brotli, then gzip, else as it is), its encoding set on the reply.
 * The caller sets the type and `vary` (which must name accept-encoding); the compression plugin
 * leaves an encoded answer be.
 */
export function acceptedCopy(reply: FastifyReply, body: Precompressed): Buffer {
  const accepts = reply.request.headers['accept-encoding'];
  const encoding = accepts ? encodings.negotiate(accepts) : null;
  if (!encoding) return body.identity;
  reply.header('content-encoding', encoding);
  return body[encoding];
}

/** Sends `acceptedCopy`. */
export function sendPrecompressed(reply: FastifyReply, body: Precompressed): FastifyReply {
  return reply.send(acceptedCopy(reply, body));
}
