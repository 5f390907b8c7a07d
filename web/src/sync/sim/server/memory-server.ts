import { pullQuery, pushBody } from '@reign/contract';
import { Refusal } from './memory-rows';
import { MemoryStore } from './memory-store';
import { memoryPull, memoryPush, ServerCrash } from './memory-sync';

/**
 * The in-memory sync server as the engine sees it: a `fetch` that answers `POST /api/sync/push`
 * and `GET /api/sync/pull` of one signed-in account, as the real routes do (the contract's schemas
 * check the input; a refusal is `{message, code}` with its status). One request runs at a time,
 * as one account's writes do on the real server (its row lock). It can restart: requests are
 * refused for a while, and a push it was in the middle of loses its open transaction (earlier
 * transactions of that push stay, as on PostgreSQL); nothing committed is lost.
 */
export interface MemoryServerOptions {
  isPaidMember: boolean;
  /** the simulation's clock (ms); the server's writes take it, each a millisecond after the last at least */
  clock: () => number;
  /** mutations per push transaction (smaller than the real 100, so a push spans several) */
  perTransaction?: number;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export class MemoryServer {
  readonly store = new MemoryStore();
  /** requests still to refuse while the server restarts */
  private down = 0;
  /** mutations a push may apply before the server dies (null: it does not) */
  private crashAfter: number | null = null;
  private lastAt = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: MemoryServerOptions) {}

  /** requests refused after a crash */
  private downAfterCrash = 0;

  /** The server restarts now: the next `requests` requests are refused. */
  restart(requests: number): void {
    this.down = Math.max(this.down, requests);
  }

  /** The server dies during the next push that applies more than `applied` mutations, then is down for `requests` requests. */
  crashDuringNextPush(applied: number, requests: number): void {
    this.crashAfter = applied;
    this.downAfterCrash = requests;
  }

  /** Ends every fault: the server is up. */
  heal(): void {
    this.down = 0;
    this.crashAfter = null;
  }

  /** The server's clock now (ms). */
  now(): number {
    return Math.max(this.options.clock(), this.lastAt);
  }

  private writeTime(): string {
    this.lastAt = Math.max(this.options.clock(), this.lastAt + 1);
    return new Date(this.lastAt).toISOString();
  }

  fetch: typeof fetch = (input, init) => {
    const answer = this.queue.then(() => this.handle(String(input), init ?? {}));
    this.queue = answer.catch(() => {});
    return answer;
  };

  private async handle(address: string, init: RequestInit): Promise<Response> {
    if (this.down > 0) {
      this.down -= 1;
      throw new TypeError('fetch failed (the server is restarting)');
    }
    const url = new URL(address, 'http://sim.invalid');
    const method = init.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/api/sync/push') return this.push(init.body);
    if (method === 'GET' && url.pathname === '/api/sync/pull') {
      const query = pullQuery.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return json(400, { message: 'Bad query', code: 'invalid_request' });
      return json(200, memoryPull(this.store, query.data));
    }
    return json(404, { message: 'Not found.', code: 'not_found' });
  }

  private async push(raw: RequestInit['body']): Promise<Response> {
    const body = pushBody.safeParse(JSON.parse(String(raw)));
    if (!body.success) {
      const message = body.error.issues[0]?.message ?? 'Bad request';
      return json(400, { message, code: 'invalid_request' });
    }
    try {
      const answer = await memoryPush(this.store, body.data, {
        isPaidMember: this.options.isPaidMember,
        perTransaction: this.options.perTransaction ?? 100,
        now: () => this.writeTime(),
        crashHere: () => {
          if (this.crashAfter === null) return false;
          if (this.crashAfter-- > 0) return false;
          return true;
        },
      });
      return json(200, answer);
    } catch (err) {
      if (err instanceof Refusal) return json(err.status, { message: err.message, code: err.code });
      if (!(err instanceof ServerCrash)) throw err;
      this.crashAfter = null;
      this.down = this.downAfterCrash;
      throw new TypeError('fetch failed (the server restarted during the request)');
    }
  }
}
