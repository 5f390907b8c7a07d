import { randomUUID } from 'node:crypto';
import { ACCOUNT_IMPORT_LIMITS, type AccountImportResponse, type accountImportBody } from '@reign/contract';
import type { z } from 'zod';
import type { Sql } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import { runUserWrite } from '../user-data';
import { refuseImportPastLimits } from './import-bounds';
import { importConflicts } from './import-conflicts';
import { goalImport, importOneByOne, importProfile, taskImport } from './import-goals-tasks';
import { claimImportSlot, releaseImportSlot } from './import-lock-repository';
import { type BatchWrite, importCompletions, importPlans } from './import-plans';
import { prayerImport } from './import-prayers';
import { importReadingPlans } from './import-reading-plans';
import { ImportResult } from './import-result';
import { importStudy } from './import-study';

/** An import slot older than this belonged to a process that died (an import takes seconds). */
const STALE_IMPORT_MINUTES = 30;

/** 413 with what is too much, before anything is written. */
function checkLimits(body: z.output<typeof accountImportBody>): void {
  for (const key of Object.keys(ACCOUNT_IMPORT_LIMITS) as (keyof typeof ACCOUNT_IMPORT_LIMITS)[]) {
    const count = body[key].length;
    const limit = ACCOUNT_IMPORT_LIMITS[key];
    if (count > limit) {
      throw new HttpError(
        413,
        { code: 'accountImport.tooMany', values: { count, rows: key, limit } },
        {
          code: 'too_large',
        },
      );
    }
  }
}

let lastTurn: Promise<unknown> = Promise.resolve();
/**
 * Import batches of this process take turns, whoever's import they belong to: at most one import
 * transaction is open or waiting at a time, so other requests never queue behind several (the
 * embedded database runs one transaction at a time).
 */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = lastTurn.then(work, work);
  lastTurn = run.catch(() => undefined);
  return run;
}

/**
 * Merges an export back by id, kind by kind (goals, tasks, prayer requests, plans, completions, profile) in batches
 * of a few hundred rows per transaction, each row through the same rules as every other write. A
 * user runs one import at a time (429 for a second); more rows than ACCOUNT_IMPORT_LIMITS answer
 * 413 with nothing saved, and one that would take the account past ACCOUNT_LIMITS answers 409 with
 * nothing saved (import-bounds.ts). Imported plans never earn points or achievements, so nothing is awarded.
 */
export async function importAccount(
  sql: Sql,
  user: { id: number; isPaidMember: boolean },
  body: z.output<typeof accountImportBody>,
): Promise<AccountImportResponse> {
  checkLimits(body);
  const token = randomUUID();
  if (!(await claimImportSlot(sql, user.id, token, STALE_IMPORT_MINUTES))) {
    throw new HttpError(429, { code: 'accountImport.busy' }, { headers: { 'retry-after': '30' } });
  }
  try {
    await refuseImportPastLimits(sql, user.id, body);
    const result = new ImportResult();
    const write: BatchWrite = (work) => inTurn(() => runUserWrite(sql, user, work));
    await importOneByOne(write, body.goals, result, result.goals, goalImport);
    await importOneByOne(write, body.tasks, result, result.tasks, taskImport);
    const prayers = prayerImport();
    await importOneByOne(write, body.prayers, result, result.prayers, prayers.rows);
    await prayers.shareAgain(write);
    await importPlans(write, body.entries, result);
    await importCompletions(write, body.dailyActions, result);
    await importStudy(write, body, result);
    await importConflicts(write, body.conflicts, result);
    await importReadingPlans(write, body.readingPlans, body.readingProgress, result);
    await importProfile(write, body.profile, result);
    return result.toResponse();
  } finally {
    await releaseImportSlot(sql, user.id, token);
  }
}
