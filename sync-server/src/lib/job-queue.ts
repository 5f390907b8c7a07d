import type { Queryable, Sql, Tx } from '../db/connect';

/**
 * The `jobs` table: work due at a time, run by whichever server process claims it first. A claim
 * is one statement (FOR UPDATE SKIP LOCKED) that leases the rows until `locked_until`, so two
 * processes never take the same job, no transaction stays open while a job runs (the embedded
 * database has one connection), and a job whose process died is claimed again once its lease ends.
 * Every later write names the lease it holds: a job rescheduled meanwhile (the person changed the
 * time) is not touched by the run that lost it.
 */

export interface JobSpec {
  kind: string;
  /** names the job within its kind: scheduling the same kind and key again moves the one row */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  runAt: Date;
  payload: Record<string, unknown>;
  /** runs so far, this one included */
  attempts: number;
  /** the lease this run holds */
  lockedUntil: Date;
}

/** Schedules a job, or moves the one of this kind and key (a new schedule starts over: no lease, no attempts). */
export async function scheduleJob(db: Queryable, job: JobSpec): Promise<void> {
  await db`
    insert into jobs (kind, key, run_at, payload)
    values (${job.kind}, ${job.key}, ${job.runAt}, ${db.json((job.payload ?? {}) as never)})
    on conflict (kind, key) do update set
      run_at = excluded.run_at, payload = excluded.payload, attempts = 0, locked_until = null, last_error = null`;
}

/** Schedules a job unless one of this kind and key exists already (a delivery is made once). */
export async function scheduleJobOnce(db: Queryable, job: JobSpec): Promise<void> {
  await db`
    insert into jobs (kind, key, run_at, payload)
    values (${job.kind}, ${job.key}, ${job.runAt}, ${db.json((job.payload ?? {}) as never)})
    on conflict (kind, key) do nothing`;
}

export async function cancelJob(db: Queryable, kind: string, key: string): Promise<void> {
  await db`delete from jobs where kind = ${kind} and key = ${key}`;
}

/** Leases up to `limit` due jobs of the given kinds until `leaseUntil`, oldest first. */
export async function claimDueJobs(
  sql: Sql,
  kinds: readonly string[],
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const rows = await sql<ClaimedJob[]>`
    update jobs set locked_until = ${leaseUntil}, attempts = attempts + 1
    where id in (
      select id from jobs
      where kind = any(${kinds as string[]}) and run_at <= ${now}
        and (locked_until is null or locked_until <= ${now})
      order by run_at
      limit ${limit}
      for update skip locked)
    returning id::text as id, kind, key, run_at, payload, attempts, locked_until`;
  return rows;
}

const held = (db: Queryable, job: ClaimedJob) => db`id = ${job.id} and locked_until = ${job.lockedUntil}`;

/** Done: the row goes, if this run still holds it. */
export async function finishJob(db: Queryable, job: ClaimedJob): Promise<boolean> {
  const rows = await db`delete from jobs where ${held(db, job)} returning id`;
  return rows.length > 0;
}

/** Done for now: the same job again at `runAt` (a daily one), if this run still holds it. */
export async function rescheduleJob(
  db: Queryable | Tx,
  job: ClaimedJob,
  runAt: Date,
  payload: Record<string, unknown> = job.payload,
): Promise<boolean> {
  const rows = await db`
    update jobs set run_at = ${runAt}, payload = ${db.json(payload as never)}, attempts = 0,
      locked_until = null, last_error = null
    where ${held(db, job)} returning id`;
  return rows.length > 0;
}

/** Failed: tried again at `runAt`, with the reason kept for whoever looks. */
export async function retryJob(db: Queryable, job: ClaimedJob, runAt: Date, error: string): Promise<void> {
  await db`
    update jobs set run_at = ${runAt}, locked_until = null, last_error = ${error.slice(0, 500)}
    where ${held(db, job)}`;
}

/** The jobs of a kind (tests, and whoever looks at the queue). */
export async function listJobs(
  db: Queryable,
  kind: string,
): Promise<{ key: string; runAt: Date; attempts: number; lastError: string | null }[]> {
  return db`select key, run_at, attempts, last_error from jobs where kind = ${kind} order by run_at, key`;
}
