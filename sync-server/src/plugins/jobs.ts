import fp from 'fastify-plugin';
import type { Tx } from '../db/connect';
import { type ClaimedJob, claimDueJobs, finishJob, rescheduleJob, retryJob } from '../lib/job-queue';

/** What a job's run decided. */
export type JobOutcome =
  /** finished: the row goes */
  | { done: true; also?: (tx: Tx) => Promise<void> }
  /** the same job again later (daily work); `also` runs in the same transaction, only if the run still held the job */
  | { next: Date; payload?: Record<string, unknown>; also?: (tx: Tx) => Promise<void> };

export interface JobKind {
  run: (job: ClaimedJob, now: Date) => Promise<JobOutcome>;
  /** runs before the job is dropped (a failure each time); 8 by default */
  maxAttempts?: number;
}

export interface JobRunner {
  /** Names the work a kind of job does (modules call this when they register). */
  define(kind: string, handler: JobKind): void;
  /** Claims and runs the jobs due now, once; answers how many ran. The poller calls it; tests too. */
  runDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** seconds between looks for due jobs; 0 runs none in this process (tests call runDue) */
  pollSeconds: number;
}

const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** The wait before the next try after `attempts` failures: 30 s, 1, 2, 4 ... minutes, at most an hour, jittered. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3600_000);
  return Math.round(base * (0.75 + Math.random() / 2));
}

/** The longest the poller waits between looks while the database is away. */
export const MAX_POLL_BACKOFF_MS = 60_000;

/** The wait before the next look after `failures` failed looks in a row: the poll, doubled per failure, at most a minute. */
export function pollBackoffMs(pollMs: number, failures: number): number {
  if (failures <= 0) return pollMs;
  return Math.max(pollMs, Math.min(pollMs * 2 ** failures, MAX_POLL_BACKOFF_MS));
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The job runner (lib/job-queue.ts holds the SQL): every `pollSeconds` each process claims the due
 * jobs, runs them concurrently outside any transaction, and writes each outcome only if it still
 * holds the job. A failing job is retried with growing waits and dropped after its last attempt;
 * nothing here runs inside a request, so a slow or failing service never holds one up. While the
 * database is away a look fails: it is logged, the poller waits twice as long each time (at most a
 * minute) and goes back to its poll after the first look that works; no failure leaves the plugin.
 */
export default fp<JobsPluginOptions>(
  async (app, opts) => {
    const kinds = new Map<string, JobKind>();
    const { sql } = app.db;
    let running: Promise<void> | null = null;

    async function runOne(job: ClaimedJob, handler: JobKind, now: Date): Promise<void> {
      try {
        const outcome = await handler.run(job, now);
        await sql.begin(async (tx) => {
          const stillHeld =
            'done' in outcome
              ? await finishJob(tx, job)
              : await rescheduleJob(tx, job, outcome.next, outcome.payload);
          if (stillHeld) await outcome.also?.(tx);
        });
      } catch (err) {
        const max = handler.maxAttempts ?? 8;
        if (job.attempts >= max) {
          app.log.warn(
            { kind: job.kind, key: job.key, attempts: job.attempts, err: reason(err) },
            'job dropped after its last attempt',
          );
          await finishJob(sql, job).catch(() => {});
          return;
        }
        const runAt = new Date(app.now().getTime() + retryDelayMs(job.attempts));
        app.log.info(
          { kind: job.kind, key: job.key, attempts: job.attempts, runAt, err: reason(err) },
          'job will be retried',
        );
        await retryJob(sql, job, runAt, reason(err)).catch(() => {});
      }
    }

    async function runDueOnce(): Promise<number> {
      const now = app.now();
      const claimed = await claimDueJobs(
        sql,
        [...kinds.keys()],
        now,
        new Date(now.getTime() + LEASE_MS),
        BATCH,
      );
      await Promise.all(
        claimed.map((job) => {
          const handler = kinds.get(job.kind);
          return handler ? runOne(job, handler, now) : Promise.resolve();
        }),
      );
      return claimed.length;
    }

    const runner: JobRunner = {
      define(kind, handler) {
        kinds.set(kind, handler);
      },
      runDue() {
        // one run at a time per process; a call during one waits for it and runs again. `running`
        // never rejects: the caller gets this run's failure, and nothing is left unhandled.
        const next = (running ?? Promise.resolve()).then(runDueOnce);
        const settled = next.then(
          () => {},
          () => {},
        );
        running = settled;
        void settled.then(() => {
          if (running === settled) running = null;
        });
        return next;
      },
    };
    app.decorate('jobs', runner);

    if (opts.pollSeconds <= 0) return;
    const pollMs = opts.pollSeconds * 1000;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    let failures = 0;
    const tick = async () => {
      try {
        // a full batch may mean more are due: look again at once
        while (!stopped && (await runner.runDue()) === BATCH) {}
        if (failures > 0) app.log.info({ failures }, 'due jobs run again');
        failures = 0;
      } catch (err) {
        failures += 1;
        app.log.warn(
          { err: reason(err), failures, nextLookMs: pollBackoffMs(pollMs, failures) },
          'could not run due jobs; looking again later',
        );
      }
      if (!stopped) timer = setTimeout(tick, pollBackoffMs(pollMs, failures));
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(tick, 0);
    });
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
