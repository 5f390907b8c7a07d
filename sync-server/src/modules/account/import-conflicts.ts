import { conflict, conflictValuesProblem } from '@reign/contract';
import { conflictRows } from '../conflicts';
import { CONFLICT_ROWS as ROWS } from '../sync';
import { idTaken } from '../user-data';
import type { BatchWrite } from './import-plans';
import { type ImportResult, slices } from './import-result';

const PER_BATCH = 100;

/**
 * Conflicts not settled when the file was exported, after the rows they are about: kept only for a
 * live row of the user's and with values a save of that row would take; an id already here is kept.
 */
export async function importConflicts(write: BatchWrite, raws: readonly unknown[], result: ImportResult) {
  const counts = result.conflicts;
  for (const batch of slices(raws, PER_BATCH)) {
    await write(async (ctx) => {
      for (const raw of batch) {
        const parsed = conflict.safeParse(raw);
        if (!parsed.success) {
          result.refuse(counts, 'a version to review', 'This is not a version to review of a Reign export.');
          continue;
        }
        const c = parsed.data;
        const problem = conflictValuesProblem(c.entity, c.values);
        const row = await ROWS[c.entity].find(ctx.tx, c.rowId);
        const here = await conflictRows.find(ctx.tx, c.id);
        if (here && here.userId !== ctx.userId) result.refuse(counts, 'a version to review', idTaken());
        else if (here) counts.kept += 1;
        else if (problem) result.refuse(counts, 'a version to review', problem);
        // the row it was about is gone: nothing is left to choose between
        else if (!row || row.userId !== ctx.userId || row.deletedAt) counts.kept += 1;
        else {
          await conflictRows.insert(
            ctx.tx,
            ctx.userId,
            { ...c, createdAt: ctx.at, updatedAt: ctx.at },
            ctx.version,
          );
          counts.added += 1;
        }
      }
    });
  }
}
