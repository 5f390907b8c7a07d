import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { listenOnLoopback } from './loopback';

/**
 * A local server that speaks the part of Stripe's API Reign uses (create and retrieve
 * PaymentIntents, with idempotency keys), on loopback, for tests of the real stripe SDK.
 */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export const STRIPE_TEST_KEY = 'sk_test_reign_stand_in';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
}

/** Stripe's form encoding: `metadata[userId]=1` becomes { metadata: { userId: '1' } }. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (m?.[1] && m[2]) {
      const inner = (out[m[1]] as Record<string, string> | undefined) ?? {};
      inner[m[2]] = value;
      out[m[1]] = inner;
    } else {
      out[key] = value;
    }
  }
  return out;
}

export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const idempotent = new Map<string, string>();
  let created = 0;

  const make = (
    amount: number,
    currency: string,
    metadata: Record<string, string>,
    status = 'requires_payment_method',
  ) => {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency,
      status,
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      metadata,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    return intent;
  };

  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(JSON.stringify(body));
    };
    // test control (browser tests): what Stripe does when a card is charged
    const control = /^\/__test\/payment_intents\/([^/]+)\/(succeed|decline)$/.exec(req.url ?? '');
    if (req.method === 'POST' && control?.[1]) {
      const intent = intents.get(control[1]);
      if (!intent) return send(404, { error: { message: 'no such intent' } });
      intent.status = control[2] === 'succeed' ? 'succeeded' : 'requires_payment_method';
      return send(200, intent);
    }
    if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && idempotent.has(key))
        return send(200, intents.get(idempotent.get(key) ?? ''));
      const form = parseForm(await readBody(req));
      const intent = make(
        Number(form.amount),
        String(form.currency),
        (form.metadata as Record<string, string>) ?? {},
      );
      created += 1;
      if (typeof key === 'string') idempotent.set(key, intent.id);
      return send(200, intent);
    }
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one?.[1]) {
      const intent = intents.get(one[1]);
      if (!intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${one[1]}'`,
          },
        });
      }
      return send(200, intent);
    }
    send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
      },
    });
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    url: origin,
    intents,
    createdCount: () => created,
    /** What Stripe does when the card is charged (or declined). */
    setStatus(id: string, status: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = status;
      return intent;
    },
    /** An intent made outside Reign's flow (another user's, another amount). */
    make,
    close,
  };
}
