import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorCode, MutationName } from '@reign/contract';
import type { Processed, Scenario, SimAccount, SimBackend } from '@reign/sync/sim';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { type Database, openDatabase, type Sql } from '../../../src/db/connect';
import { endpointUrl, startEmbeddedPostgres } from '../../../src/db/embedded';
import { migrate } from '../../../src/db/migrate';
import { markPaidMember } from '../../../src/modules/users/user-repository';
import { createThrowawayDatabase } from '../../support/throwaway.mjs';
import { injectFetch } from './inject-fetch';

/**
 * The server of the sync simulation: the server's own app (its routes, services, repositories and
 * migrations), built once per process on a real database (a throwaway PostgreSQL database when
 * SIM_DATABASE_URL or TEST_DATABASE_URL names a server, as in CI; else an in-memory PGlite, the
 * database a default install runs on), reached through `app.inject`. Each seed
 * starts from the same empty, migrated database (every table emptied, ids from the same numbers),
 * so a seed runs the same way alone or among thousands. The run's clock is the app's clock; a
 * restart refuses requests, and a crash fails the open transaction of a push (what committed stays).
 */

/** When the runs start: a fixed day, moved by the seed (ms). */
const START = Date.UTC(2026, 2, 1, 15, 0, 0);
/** The accounts of seed n (up to 4: a stranger, two friends in a circle) have user ids 100 + 4n + 1 to + 4. */
const userIdsFrom = (seed: number) => 100 + 4 * seed;
/** Seeds between two emptyings of the database (what earlier seeds left is never read again). */
const SEEDS_PER_EMPTYING = 200;

/** Thrown inside a push's transaction when the simulated server dies there. */
class SimCrash extends Error {}

interface Faults {
  /** requests still refused while the server restarts */
  refusing: number;
  /** transactions a push may still commit before the server dies (null: it does not die) */
  crashAfter: number | null;
  /** requests refused after the crash */
  downAfterCrash: number;
  /** a push request is in the app now */
  pushing: boolean;
  crashed: boolean;
}

/** postgres.js with `begin` able to die before a push's transaction commits. */
function crashable(sql: Sql, faults: Faults): Sql {
  const wrap =
    (fn: (tx: unknown) => Promise<unknown>) =>
    async (tx: unknown): Promise<unknown> => {
      const out = await fn(tx);
      if (faults.pushing && faults.crashAfter !== null) {
        if (faults.crashAfter === 0) {
          faults.crashAfter = null;
          faults.crashed = true;
          throw new SimCrash('the server died before the transaction committed');
        }
        faults.crashAfter -= 1;
      }
      return out;
    };
  const begin = (a: unknown, b?: unknown) =>
    typeof a === 'function'
      ? (sql.begin as (fn: unknown) => unknown)(wrap(a as never))
      : (sql.begin as (o: unknown, fn: unknown) => unknown)(a, wrap(b as never));
  return new Proxy(sql, {
    get: (target, prop, receiver) => (prop === 'begin' ? begin : Reflect.get(target, prop, receiver)),
  });
}

export interface SimServer {
  /** A new backend for one seed: the database emptied, its accounts registered, the clock set. */
  backendFor(seed: number, scenario: Scenario): Promise<SimBackend>;
  close(): Promise<void>;
}

export async function startSimServer(): Promise<SimServer> {
  const serverUrl = process.env.SIM_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl, 'reign_sim') : undefined;
  const embedded = throwaway ? undefined : await startEmbeddedPostgres('memory://', 1);
  const url = throwaway?.url ?? (embedded && endpointUrl(embedded.endpoint));
  if (!url) throw new Error('the simulation database must listen on TCP');
  // the embedded database takes one connection at a time (db/embedded.ts)
  const database = await openDatabase({ url, dataDir: tmpdir(), poolSize: throwaway ? 4 : 1 });
  await migrate(database.sql);
  const tables = (
    await database.sql<{ tablename: string }[]>`
      select tablename from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'`
  ).map((t) => `"${t.tablename}"`);

  const ran = new Set<number>();
  const faults: Faults = { refusing: 0, crashAfter: null, downAfterCrash: 0, pushing: false, crashed: false };
  const clock = { run: START, last: 0 };
  let perTransaction = 100;
  const simDatabase: Database = { ...database, sql: crashable(database.sql, faults) };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'reign-sim-')),
    SESSION_SECRET: 'sync-simulation-session-secret-0123456789',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_USERNAME: '1000000',
    DATABASE_URL: url,
    JOBS_POLL_SECONDS: '0',
  });
  const app: FastifyInstance = await buildApp({
    config,
    database: simDatabase,
    closeDatabase: false,
    // strictly increasing: each write of the server a millisecond after the last at least
    clock: () => {
      clock.last = Math.max(clock.run, clock.last + 1);
      return new Date(clock.last);
    },
    syncMutationsPerTransaction: () => perTransaction,
  });

  /** The account's requests: refused while the server restarts, failed when it dies in a push. */
  const serverFetch =
    (inner: typeof fetch): typeof fetch =>
    async (input, init) => {
      if (faults.refusing > 0) {
        faults.refusing -= 1;
        throw new TypeError('fetch failed (the server is restarting)');
      }
      faults.pushing = String(input).includes('/api/sync/push');
      faults.crashed = false;
      try {
        const response = await inner(input, init);
        if (faults.crashed) {
          faults.refusing = faults.downAfterCrash;
          throw new TypeError('fetch failed (the server died during the request)');
        }
        return response;
      } finally {
        faults.pushing = false;
      }
    };

  async function register(username: string, paid: boolean): Promise<SimAccount> {
    const signedIn = injectFetch(app);
    const res = await signedIn('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'faithful-123' }),
    });
    if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
    const { id: userId } = (await res.json()) as { id: number };
    if (paid) await markPaidMember(database.sql, userId);
    return { userId, isPaidMember: paid, fetch: serverFetch(signedIn) };
  }

  return {
    async backendFor(seed, scenario) {
      // a seed runs alone in its accounts, whose ids it names; the database is emptied now and then
      // (and before a seed runs again), so the seeds before it never cost it anything
      if (ran.has(seed) || ran.size >= SEEDS_PER_EMPTYING) {
        await database.sql.unsafe(`truncate ${tables.join(', ')} restart identity cascade`);
        ran.clear();
      }
      ran.add(seed);
      await database.sql`select setval(pg_get_serial_sequence('users', 'id'), ${userIdsFrom(seed)})`;
      Object.assign(faults, {
        refusing: 0,
        crashAfter: null,
        downAfterCrash: 0,
        pushing: false,
        crashed: false,
      });
      clock.run = START + (seed % 400) * 86_400_000 + (seed % 24) * 3_600_000;
      clock.last = 0;
      perTransaction = scenario.perTransaction;
      const accounts = [await register(`sim${seed}`, scenario.paid)];
      if (scenario.stranger) accounts.push(await register(`sim${seed}x`, !scenario.paid));
      for (let f = 0; f < (scenario.circle?.friends ?? 0); f++)
        accounts.push(await register(`sim${seed}c${f}`, f % 2 === 0));
      return {
        baseUrl: 'http://sim.invalid',
        accounts,
        clock: () => clock.run,
        serverNow: () => clock.last,
        advance: (ms) => {
          clock.run += ms;
        },
        restart(requests, crashAfter) {
          if (crashAfter === undefined) faults.refusing = Math.max(faults.refusing, requests);
          else Object.assign(faults, { crashAfter, downAfterCrash: requests });
        },
        heal() {
          Object.assign(faults, { refusing: 0, crashAfter: null });
        },
        async processed(userId) {
          const rows = await database.sql<
            {
              mutationId: string;
              name: MutationName;
              status: 'applied' | 'rejected';
              error: { code?: ErrorCode } | null;
              createdAt: Date;
              clientId: string;
            }[]
          >`
            select mutation_id, name, status, error, created_at, client_id from sync_mutation_results
            where user_id = ${userId} order by created_at, seq`;
          return rows.map(
            (r): Processed => ({
              id: r.mutationId,
              name: r.name,
              status: r.status,
              code: r.error?.code,
              at: r.createdAt.toISOString(),
              clientId: r.clientId,
            }),
          );
        },
      };
    },
    async close() {
      await app.close();
      await database.close();
      await embedded?.stop();
      await throwaway?.drop();
    },
  };
}
