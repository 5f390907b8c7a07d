import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../../db/connect';
import type { Storage } from '../../lib/storage';
import { recordUpload, takeUnusedUploads } from './upload-repository';

/** An upload nothing refers to is removed once it is this old (a dialog may stay open a while). */
export const UNUSED_UPLOAD_HOURS = 24;
const PER_SWEEP = 100;

/**
 * Removes the files uploaded before `before` that nothing refers to: a deleted scripture's or
 * giveaway's, a replaced one, one uploaded and never saved. A file the storage could not remove is
 * put back on the list for the next sweep. Answers how many went.
 */
export async function sweepUnusedUploads(
  sql: Sql,
  storage: Storage,
  before: Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const urls = await takeUnusedUploads(sql, before, PER_SWEEP);
    for (const url of urls) {
      try {
        await storage.remove(url);
        removed += 1;
      } catch (err) {
        log?.warn({ err, url }, 'could not remove an unused upload; trying again later');
        await recordUpload(sql, url);
      }
    }
    if (urls.length < PER_SWEEP) return removed;
  }
}
