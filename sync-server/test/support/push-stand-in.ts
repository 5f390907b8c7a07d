import { createServer as createHttpServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { listenOnLoopback } from './loopback';
import { freePort } from './throwaway.mjs';

/**
 * A Web Push service on loopback: the web-push-testing package's service (it makes subscriptions
 * with real P-256 keys, checks each push's VAPID signature against the subscription's application
 * server key, decrypts the payload by RFC 8291 and keeps it), run in this process. In front of it
 * a small HTTP server passes requests through unless told to answer with a failure or to hang, so
 * tests can make the push service fail.
 */

const require = createRequire(import.meta.url);
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => { notifyUrl: string };
};
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: unknown,
  port: number,
) => { startServer(): void; _server: Server };

export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/** What the stand-in answers a push with instead of delivering it. */
type Answer = number | 'hang' | { status: number; location: string };

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

export async function startPushStandIn() {
  const innerPort = await freePort();
  const model = new PushApiModel();
  const inner = new WebPushTestingServer(model, innerPort);
  // the package announces its port on the console once listening
  const log = console.log;
  console.log = () => {};
  inner.startServer();
  await new Promise<void>((ok) => inner._server.once('listening', () => setImmediate(ok)));
  console.log = log;

  /**
   * answers for the next pushes: a status, a redirect (a status and where to), or 'hang' for a
   * request answered only after `hangMs`
   */
  const failures: Array<Answer> = [];
  let hangMs = 1500;
  let pushes = 0;
  const front = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const isPush = req.url?.startsWith('/notify/') ?? false;
    if (isPush) pushes += 1;
    const failure = isPush ? failures.shift() : undefined;
    if (failure === 'hang') await new Promise((ok) => setTimeout(ok, hangMs));
    if (typeof failure === 'number') {
      res.writeHead(failure).end();
      return;
    }
    if (typeof failure === 'object') {
      res.writeHead(failure.status, { location: failure.location }).end();
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && !HOP_HEADERS.has(k)),
    ) as Record<string, string>;
    const answer = await fetch(`http://127.0.0.1:${innerPort}${req.url}`, {
      method: req.method,
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  const { origin, close: closeFront } = await listenOnLoopback(front);
  // subscriptions name the front's address, so every push passes through it
  model.notifyUrl = `${origin}/notify/`;

  const post = async (path: string, body: unknown = {}) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`push stand-in ${path}: ${res.status} ${await res.text()}`);
    return res.headers.get('content-type')?.includes('json') ? res.json() : undefined;
  };

  return {
    origin,
    /** A subscription for the application server key `publicKey`, as a browser's PushManager would give. */
    async subscribe(publicKey: string): Promise<StandInSubscription> {
      const { data } = (await post('/subscribe', { applicationServerKey: publicKey })) as {
        data: StandInSubscription;
      };
      return data;
    },
    /** The decrypted payloads this subscription received, oldest first. */
    async messages(clientHash: string): Promise<unknown[]> {
      const { data } = (await post('/get-notifications', { clientHash })) as { data: { messages: string[] } };
      return data.messages.map((m) => JSON.parse(m));
    },
    /** From now on, pushes to this subscription answer 410 Gone. */
    expire: (clientHash: string) => post(`/expire-subscription/${clientHash}`),
    /** The next pushes answer these statuses (or redirects, or hang for `ms`) instead of being delivered. */
    failNext(...answers: Array<Answer>) {
      failures.push(...answers);
    },
    setHangMs(ms: number) {
      hangMs = ms;
    },
    /** push requests received, delivered or not */
    pushCount: () => pushes,
    async close() {
      await closeFront();
      await new Promise((ok) => inner._server.close(ok));
    },
  };
}
export type PushStandIn = Awaited<ReturnType<typeof startPushStandIn>>;
