import type { CircleReading, CircleReadingBody } from '@reign/contract';
import { readingPlanProblem, uuidv7 } from '@reign/domain';
import type { Sql } from '../../db/connect';
import { badRequest, notFound } from '../../lib/http-error';
import { type CircleWrite, leaderOf, runCircleWrite } from '../circles';
import { tombstoneReadsOf } from './circle-reading-mark-repository';
import { tombstoneNotesOf } from './circle-reading-note-repository';
import {
  findLiveReading,
  insertReading,
  tombstoneReading,
  viewedReadings,
} from './circle-reading-repository';

/** Who asks to change a circle's plan, and when. */
type Asking = { userId: number; circleId: string; at: Date };

/** The circle's live plan, its reads and its notes become tombstones at the write's version. */
async function endReading(w: CircleWrite): Promise<number> {
  const ended = await tombstoneReading(w.tx, w.circleId, w.version, w.at);
  await tombstoneReadsOf(w.tx, w.circleId, ended, w.version, w.at);
  await tombstoneNotesOf(w.tx, w.circleId, ended, w.version, w.at);
  return ended.length;
}

/** The same plan from the same date: a retried PUT whose answer was lost. */
function samePlan(live: NonNullable<Awaited<ReturnType<typeof findLiveReading>>>, plan: CircleReadingBody) {
  return (
    live.planKey === plan.planKey &&
    live.startDate === plan.startDate &&
    (live.customDays ?? null) === (plan.customDays ?? null) &&
    live.customBooks.join('\n') === (plan.customBooks ?? []).join('\n')
  );
}

/**
 * The plan the circle reads together from a start date (leaders; members 403, anyone else 404). It
 * replaces the last one, whose reads and notes go with it (one plan at a time: CIRCLE_LIMITS).
 * The same plan from the same date changes nothing (a retry keeps the day's reads), and answers the
 * live one. A plan of the circle's own books names its problem with 400, as a person's plan does.
 */
export async function setReading(sql: Sql, who: Asking, plan: CircleReadingBody): Promise<CircleReading> {
  const problem = readingPlanProblem({
    planKey: plan.planKey,
    customBooks: plan.customBooks ?? [],
    customDays: plan.customDays ?? null,
  });
  if (problem) throw badRequest(problem);
  return runCircleWrite(sql, who, async (w) => {
    await leaderOf(w.tx, w.circleId, w.userId);
    const live = await findLiveReading(w.tx, w.circleId);
    const id = live && samePlan(live, plan) ? live.id : uuidv7(w.at.getTime());
    if (id === live?.id) return readBack(w, id);
    await endReading(w);
    await insertReading(w.tx, w.circleId, id, plan, w.version, w.at);
    return readBack(w, id);
  });
}

async function readBack(w: CircleWrite, id: string): Promise<CircleReading> {
  const [made] = await viewedReadings(w.tx, w.circleId, w.userId, { id });
  if (!made?.row) throw new Error('a live plan was not read back');
  return made.row;
}

/** The circle stops reading together (leaders): 404 when it reads nothing. */
export async function stopReading(sql: Sql, who: Asking): Promise<void> {
  await runCircleWrite(sql, who, async (w) => {
    await leaderOf(w.tx, w.circleId, w.userId);
    if ((await endReading(w)) === 0) throw notFound({ code: 'circleReading.none' });
  });
}
