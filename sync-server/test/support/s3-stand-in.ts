import { createServer, type IncomingMessage } from 'node:http';
import { AwsV4Signer } from 'aws4fetch';
import { listenOnLoopback } from './loopback';

/**
 * Whether the request carries the signature its secret gives: the canonical request is rebuilt
 * from what arrived (method, host, path, the headers it names as signed) and signed again, so a
 * header changed or added on the way, or another secret, fails. The signing itself is checked
 * against AWS's published example in s3-storage.test.ts.
 */
async function signatureMatches(
  req: IncomingMessage,
  signedHeaders: string[],
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): Promise<boolean> {
  const headers = new Headers();
  for (const name of signedHeaders) {
    const value = req.headers[name];
    if (name !== 'host' && value !== undefined) headers.set(name, String(value));
  }
  const signer = new AwsV4Signer({
    method: req.method ?? 'GET',
    url: `http://${req.headers.host}${req.url}`,
    headers,
    ...keys,
    service: 's3',
    datetime: String(req.headers['x-amz-date']),
    allHeaders: true,
  });
  return (await signer.authHeader()) === req.headers.authorization;
}

/**
 * A local stand-in of the S3 object API (path-style PUT, GET with Range, DELETE) on loopback. It
 * refuses (403 SignatureDoesNotMatch) a request whose Authorization is not a SigV4 header for its
 * access key and region, that lacks the signed date and payload headers, or whose signature is not
 * the one its secret gives.
 */
export async function startS3StandIn(
  accessKeyId = 'AKIDREIGNTEST',
  region = 'us-east-1',
  bucket = 'reign-test',
  secretAccessKey = 'stand-in-secret',
) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  let failing = false;
  let signatureFailures = 0;

  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const signedAs = new RegExp(
    `^AWS4-HMAC-SHA256 Credential=${accessKeyId}/\\d{8}/${region}/s3/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$`,
  );
  const xmlError = (code: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

  const server = createServer(async (req, res) => {
    const fail = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(xmlError(code));
    };
    if (failing) return fail(500, 'InternalError');
    const signed = signedAs.exec(req.headers.authorization ?? '');
    const signedHeaders = signed?.[1]?.split(';') ?? [];
    if (
      !signed ||
      !['host', 'x-amz-date', 'x-amz-content-sha256'].every((h) => signedHeaders.includes(h)) ||
      !req.headers['x-amz-date'] ||
      !req.headers['x-amz-content-sha256'] ||
      !(await signatureMatches(req, signedHeaders, { accessKeyId, secretAccessKey, region }))
    ) {
      signatureFailures += 1;
      return fail(403, 'SignatureDoesNotMatch');
    }
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
    if (!path.startsWith(`/${bucket}/`)) return fail(404, 'NoSuchBucket');
    const key = path.slice(bucket.length + 2);

    if (req.method === 'PUT') {
      const body = await read(req);
      if (Number(req.headers['content-length']) !== body.length) return fail(400, 'IncompleteBody');
      objects.set(key, { body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
      res.writeHead(200, { etag: `"${body.length}"` });
      return res.end();
    }
    const object = objects.get(key);
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if (req.method !== 'GET') return fail(405, 'MethodNotAllowed');
    if (!object) return fail(404, 'NoSuchKey');
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1);
      if (start > end) return fail(416, 'InvalidRange');
      res.writeHead(206, {
        'content-type': object.type,
        'content-length': String(end - start + 1),
        'content-range': `bytes ${start}-${end}/${object.body.length}`,
      });
      return res.end(object.body.subarray(start, end + 1));
    }
    res.writeHead(200, { 'content-type': object.type, 'content-length': String(object.body.length) });
    res.end(object.body);
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    url: origin,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    /** requests refused for their signature so far */
    signatureFailures: () => signatureFailures,
    /** every later request answers 500 */
    setFailing(on: boolean) {
      failing = on;
    },
    close,
  };
}
