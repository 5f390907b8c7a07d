import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { uniqueUsername, withTestApp } from './support/harness';

let clients = 0;
/** The one real client of a case: an address no other case used (the counters are in the database). */
const realClient = () => {
  clients += 1;
  return `203.0.113.${clients + (process.pid % 100)}`;
};

/**
 * Behind one trusted proxy that appends the address it saw (nginx's $proxy_add_x_forwarded_for, the
 * worst case: the client's own X-Forwarded-For is kept in front of it), a forged address must not
 * become the client's. 127.0.0.1 is the proxy.
 */
function viaProxy(app: FastifyInstance, forged: string, client: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress,
    headers: { 'x-forwarded-for': `${forged}, ${client}` },
    payload: { username: uniqueUsername('proxied'), password: 'secret123' },
  });
}

const statuses = async (n: number, send: (i: number) => Promise<{ statusCode: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send(i)).statusCode);
  return out;
};

describe('rate limits behind a proxy', () => {
  it.each([
    ['one hop', '1'],
    ['the proxy’s address', '127.0.0.1'],
    ['a range', '127.0.0.0/8'],
  ])(
    'holds with %s trusted when every registration forges another X-Forwarded-For',
    async (_label, trust) => {
      await withTestApp({ TRUST_PROXY: trust, AUTH_RATE_LIMIT_PER_IP: '30' }, async (app) => {
        const client = realClient();
        const results = await statuses(40, (i) => viaProxy(app, `198.51.100.${i + 1}`, client));
        expect(results.slice(0, 30).every((s) => s === 201)).toBe(true);
        expect(results.slice(30).every((s) => s === 429)).toBe(true);
      });
    },
  );

  it('ignores X-Forwarded-For from a client that reaches the server directly', async () => {
    await withTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '3' }, async (app) => {
      // a public address is never the nearest proxy of a hop count; nor an address not listed
      const direct = `192.0.2.${(process.pid % 200) + 1}`;
      const results = await statuses(5, (i) => viaProxy(app, `198.51.100.${i + 1}`, realClient(), direct));
      expect(results).toEqual([201, 201, 201, 429, 429]);
    });
    await withTestApp({ TRUST_PROXY: '10.0.0.1', AUTH_RATE_LIMIT_PER_IP: '3' }, async (app) => {
      // the proxy at 127.0.0.1 is not the one listed: its X-Forwarded-For is not believed
      const results = await statuses(5, () => viaProxy(app, '198.51.100.9', realClient(), '127.0.0.9'));
      expect(results).toEqual([201, 201, 201, 429, 429]);
    });
  });
});
