import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/**
 * The process's logger: on a terminal, short readable lines through pino-pretty (one per request,
 * written by `shortRequestLogs`); otherwise JSON lines, Fastify's own two per request, for a log
 * collector. `pretty` false also when pino-pretty is not installed.
 */
export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: REDACT,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'SYS:HH:MM:ss',
              ignore: 'pid,hostname,reqId,setupUrl,applied,installed,ai,payments',
              singleLine: true,
            },
          },
        }
      : {}),
  };
}

/**
 * The line Fastify logs for each address it listens on. Bound to every interface, the loopback
 * address is the one to open here ('localhost') and the others are this machine on its networks
 * (a phone on the same Wi-Fi); bound to one address, that address.
 */
export function listenText(host: string): (address: string) => string {
  const everywhere = host === '0.0.0.0' || host === '::';
  return (address) => {
    if (!everywhere) return `Reign is running at ${address}`;
    const url = new URL(address);
    if (url.hostname === '127.0.0.1' || url.hostname === '[::1]')
      return `Reign is running at ${url.protocol}//localhost:${url.port}`;
    return `  and on this machine's network at ${address}`;
  };
}

/** Whether pino-pretty can be loaded (a production install without dev dependencies may lack it). */
export async function prettyAvailable(): Promise<boolean> {
  return import('pino-pretty').then(
    () => true,
    () => false,
  );
}

/** One short line per request, 'GET /api/today-scripture 200 3 ms', instead of Fastify's two. */
export function shortRequestLogs(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
  });
}
