import type { FastifyInstance } from 'fastify';

/**
 * A fetch over `app.inject` that keeps the session cookie the app sets, as a browser keeps it for
 * one origin: the simulation's devices reach the server's own routes without a socket.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  let session: string | null = null;
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://sim.invalid');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(session ? { cookies: { 'reign.sid': session } } : {}),
      ...(init.body === undefined || init.body === null ? {} : { payload: String(init.body) }),
    });
    const cookie = res.cookies.find((c) => c.name === 'reign.sid');
    if (cookie) session = cookie.value || null;
    const answer = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined || key === 'set-cookie') continue;
      for (const v of Array.isArray(value) ? value : [value]) answer.append(key, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: answer,
    });
  }) as typeof fetch;
}
