import { conflict, conflictValuesProblem } from '@reign/contract';
import { englishOf } from '@reign/contract/message-codes';
import { conflictAfterContest, VERSIONS_FULL_MESSAGE } from '@reign/domain';
import { conflictRows, lockLiveConflictsOfRow } from '../conflicts';
import { CONFLICT_ROWS as ROWS } from '../sync';
import { idTaken } from '../user-data';
import type { BatchWrite } from './import-plans';
import { type ImportResult, slices } from './import-result';

const PER_BATCH = 100;
const WHAT = 'a version to review';

/**
 * Conflicts not settled when the file was exported, after the rows they are about: kept only for a
 * live row of the user's and with values a save of that row would take; an id already here is kept.
 * Each new one goes through the rule of a contested write (`conflictAfterContest`): past the
 * versions its row or the account keeps it is refused, and the rest of the file still goes in (a
 * file exported before the bounds may hold more).
 */
export async function importConflicts(write: BatchWrite, raws: readonly unknown[], result: ImportResult) {
  const counts = result.conflicts;
  for (const batch of slices(raws, PER_BATCH)) {
    await write(async (ctx) => {
      let accountLive = await conflictRows.countLive(ctx.tx, ctx.userId);
      for (const raw of batch) {
        const parsed = conflict.safeParse(raw);
        if (!parsed.success) {
          result.refuse(counts, WHAT, 'This is not a version to review of a Reign export.');
          continue;
        }
        const c = parsed.data;
        const problem = conflictValuesProblem(c.entity, c.values);
        const row = await ROWS[c.entity].find(ctx.tx, c.rowId);
        const here = await conflictRows.find(ctx.tx, c.id);
        if (here && here.userId !== ctx.userId) result.refuse(counts, WHAT, idTaken());
        else if (here) counts.kept += 1;
        else if (problem) result.refuse(counts, WHAT, problem);
        // the row it was about is gone: nothing is left to choose between
        else if (!row || row.userId !== ctx.userId || row.deletedAt) counts.kept += 1;
        else {
          const live = await lockLiveConflictsOfRow(ctx.tx, ctx.userId, c.entity, c.rowId);
          // the file's conflict keeps the device it named
          const contest = {
            ...c,
            continues: () => false,
            origin: { device: c.device, clientId: c.clientId },
          };
          const outcome = conflictAfterContest(live.map(conflictRows.toStored), contest, ctx.at, accountLive);
          if (outcome.refused) {
            result.refuse(counts, WHAT, englishOf(VERSIONS_FULL_MESSAGE[outcome.refused]));
            continue;
          }
          await conflictRows.insert(ctx.tx, ctx.userId, outcome.kept, ctx.version);
          accountLive += 1;
          counts.added += 1;
        }
      }
    });
  }
}
