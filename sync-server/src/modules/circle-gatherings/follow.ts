import type { FastifyReply } from 'fastify';
import type { Sql } from '../../db/connect';
import { memberOf } from '../circles';
import { readGathering } from './gathering-repository';

// Following a gathering (issue 52): a server-sent event stream. Each process polls the circle's row
// (no LISTEN/NOTIFY: docs/operations.md, 'Past one machine'), so a follower may be served by any
// process of the server and a leader's move reaches everyone within a poll.

/** How often a stream looks for the leader's next move. */
export const POLL_MS = 400;
/** A comment this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Streams the circle's gathering to a member: at once, then at every move, until they close it, the
 * server closes (`closing`), or they are no longer a member (the stream ends). A database away for a
 * moment sends nothing and tries again. The person is checked before the stream opens (404 else).
 */
export async function followGathering(
  sql: Sql,
  who: { userId: number; circleId: string },
  reply: FastifyReply,
  closing: AbortSignal,
): Promise<void> {
  await memberOf(sql, who.circleId, who.userId);
  const stop = new AbortController();
  const end = () => stop.abort();
  closing.addEventListener('abort', end);
  reply.raw.on('close', end);
  reply.hijack();
  // the connection closes with the stream: an idle kept-alive one would hold the server's close
  reply.raw.shouldKeepAlive = false;
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  reply.raw.write('retry: 2000\n\n');
  let last = -1;
  let quietSince = Date.now();
  while (!stop.signal.aborted) {
    try {
      await memberOf(sql, who.circleId, who.userId);
      const now = await readGathering(sql, who.circleId);
      if (now.seq !== last) {
        reply.raw.write(`data: ${JSON.stringify(now)}\n\n`);
        last = now.seq;
        quietSince = Date.now();
      } else if (Date.now() - quietSince > KEEP_ALIVE_MS) {
        reply.raw.write(': still here\n\n');
        quietSince = Date.now();
      }
    } catch (err) {
      // removed from the circle (or it was deleted): the stream ends; the database away: try again
      if ((err as { statusCode?: number }).statusCode === 404) break;
    }
    await pause(POLL_MS, stop.signal);
  }
  closing.removeEventListener('abort', end);
  reply.raw.end();
}
