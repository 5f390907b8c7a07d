// A server process for server-bench.ts (not run by hand): `app` is the real Reign app, `bare` a
// Fastify hello-world. Each listens on 127.0.0.1 on a free port and tells its parent over IPC.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';

export interface ChildReady {
  type: 'ready';
  port: number;
  /** app only: what the load generator sends */
  setup?: { database: string; poolSize: number; goalsCookie: string; pushCookies: string[] };
}
export interface ChildStats {
  type: 'stats';
  appliedMutations: number;
  pushClients: number;
}

const GOALS = 5;

const send = (message: ChildReady | ChildStats) => process.send?.(message);

async function startBare(): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return bare;
}

async function register(app: FastifyInstance, name: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: name, password: 'bench-password' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const sid = res.cookies.find((c) => c.name === 'reign.sid')?.value;
  if (!sid) throw new Error('no session cookie');
  return { cookie: `reign.sid=${sid}`, id: res.json().id as number };
}

async function startApp(pushUsers: number): Promise<{ app: FastifyInstance; setup: ChildReady['setup'] }> {
  const config = loadConfig({
    // production-like: what `pnpm start` runs, without the web files (not built here, not measured)
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'reign-bench-server-')),
    DATABASE_URL: process.env.BENCH_APP_DATABASE_URL,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
    // only the setup below registers users; no measured route is rate limited
    AUTH_RATE_LIMIT_PER_IP: '100000',
  });
  const database = await openDatabase({
    url: config.database.url,
    dataDir: config.dataDir,
    poolSize: config.database.poolSize,
  });
  const app = await buildApp({ config, database }, { level: config.logLevel });
  const stamp = `${process.pid.toString(36)}${Date.now().toString(36)}`;

  // signed in with a few goals (a paid member, so more than one is allowed)
  const reader = await register(app, `bench_goals_${stamp}`);
  await app.db.sql`update users set is_paid_member = true, payment_date = now() where id = ${reader.id}`;
  for (let i = 0; i < GOALS; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie: reader.cookie },
      payload: { title: `Goal ${i + 1}`, description: 'A goal for the benchmark', targetDate: '2027-12-31' },
    });
    if (res.statusCode >= 300) throw new Error(`goal failed: ${res.statusCode} ${res.body}`);
  }
  // the pushing devices belong to several users, as in real life (one user's writes serialize)
  const pushCookies: string[] = [];
  for (let i = 0; i < pushUsers; i++)
    pushCookies.push((await register(app, `bench_push_${stamp}_${i}`)).cookie);

  // a day's first answer reads the Bibles and commentaries (seconds on some days: an index of the
  // commentaries for a verse their own section skips); made here, as a first visitor would, so the
  // measured runs are the route's steady state, not one process's start
  const first = await app.inject({ url: '/api/today-scripture' });
  if (first.statusCode !== 200) throw new Error(`today-scripture failed: ${first.statusCode}`);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    setup: {
      database: database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite',
      poolSize: database.kind === 'postgres' ? config.database.poolSize : 1,
      goalsCookie: reader.cookie,
      pushCookies,
    },
  };
}

const mode = process.argv[2];
const server =
  mode === 'bare'
    ? { app: await startBare(), setup: undefined }
    : await startApp(Number(process.env.BENCH_PUSH_USERS ?? 50));
const address = server.app.server.address();
send({
  type: 'ready',
  port: typeof address === 'object' && address ? address.port : 0,
  ...(server.setup ? { setup: server.setup } : {}),
});

process.on('message', async (message: unknown) => {
  if (message === 'stats' && mode !== 'bare') {
    const [row] = await server.app.db.sql<{ applied: string; clients: string }[]>`
      select (select count(*) from sync_mutation_results where status = 'applied') as applied,
             (select count(*) from sync_clients) as clients`;
    send({
      type: 'stats',
      appliedMutations: Number(row?.applied ?? 0),
      pushClients: Number(row?.clients ?? 0),
    });
  }
  if (message === 'stop') {
    await server.app.close();
    process.exit(0);
  }
});
// the parent went away: do not linger
process.on('disconnect', () => {
  void server.app.close().finally(() => process.exit(0));
});
