import fp from 'fastify-plugin';
import { sweepUnusedUploads, UNUSED_UPLOAD_HOURS } from './upload-sweep';

/** The job (one row, made by migration 0075) that sweeps unused uploads; it moves itself an hour on. */
export const UPLOAD_SWEEP_JOB = 'upload-sweep';
const EVERY_MS = 3600_000;

/**
 * Runs the sweep every hour on whichever process claims the job. A sweep that fails (the database
 * or the bucket away) is logged and the next one is an hour later: the job is never dropped. Ages
 * are the wall clock's, as the upload rows' `created_at` is.
 */
export default fp(
  async (app) => {
    app.jobs.define(UPLOAD_SWEEP_JOB, {
      run: async (_job, clock) => {
        const now = Date.now();
        try {
          const removed = await sweepUnusedUploads(
            app.db.sql,
            app.storage,
            new Date(now - UNUSED_UPLOAD_HOURS * 3600_000),
            app.log,
          );
          if (removed > 0) app.log.info({ removed }, 'unused uploads removed');
        } catch (err) {
          app.log.warn({ err }, 'could not sweep unused uploads; trying again in an hour');
        }
        // an hour after the later of the wall clock and the runner's (a test's clock may run ahead)
        return { next: new Date(Math.max(now, clock.getTime()) + EVERY_MS) };
      },
    });
  },
  { name: 'upload-sweep-job', dependencies: ['jobs', 'storage'] },
);
