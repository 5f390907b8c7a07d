import {
  type CreatableTable,
  createArgsFrom,
  isTimeZone,
  type MutationName,
  messageOfIssue,
  mutationArgs,
  profile,
  type RowOf,
  SYNCED_ENTITIES,
} from '@reign/contract';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../db/connect';
import { badRequest } from '../../lib/http-error';
import { createGoal, goalRows, updateGoal } from '../goals';
import { findProfile, saveProfile } from '../profile';
import { createTask, taskRows, updateTask } from '../tasks';
import type { WriteContext } from '../user-data';
import type { BatchWrite } from './import-plans';
import { type Counts, type ImportResult, isRefusal, slices } from './import-result';

/** Rows written one by one through their service per transaction (goals, tasks). */
export const SERVICE_ROWS_PER_BATCH = 50;

/** How one kind of row is imported one by one: its schema, its name in a refusal, its find and its save. */
export interface RowImport<T extends { id: string; title: string }> {
  schema: { safeParse(raw: unknown): { success: true; data: T } | { success: false } };
  /** what a refusal calls a row of this kind ('goal'), before its title */
  label: string;
  find: (db: Queryable, id: string) => Promise<unknown>;
  save: (ctx: WriteContext, v: T) => Promise<unknown>;
}

/**
 * Rows through the same services as every other write (the free goal limit, a task's goal must be
 * the user's), a batch per transaction, each row in a savepoint so a refusal undoes only that row.
 * A row that is not valid against `schema` is refused; one whose id is already here (`find`) is
 * kept as it is.
 */
export async function importOneByOne<T extends { id: string; title: string }>(
  write: BatchWrite,
  raws: readonly unknown[],
  result: ImportResult,
  counts: Counts,
  row: RowImport<T>,
) {
  for (const batch of slices(raws, SERVICE_ROWS_PER_BATCH)) {
    const values: T[] = [];
    for (const raw of batch) {
      const parsed = row.schema.safeParse(raw);
      if (parsed.success) values.push(parsed.data);
      else counts.refused += 1;
    }
    if (values.length === 0) continue;
    await write(async (ctx) => {
      for (const v of values) {
        try {
          if (await row.find(ctx.tx, v.id)) {
            counts.kept += 1;
            continue;
          }
          await ctx.tx.savepoint((sp) => row.save({ ...ctx, tx: sp as unknown as Tx }, v));
          counts.added += 1;
        } catch (err) {
          if (!isRefusal(err)) throw err;
          result.refuse(counts, `${row.label} "${v.title}"`, err);
        }
      }
    });
  }
}

/**
 * The create that makes an exported row again (every field the create takes, from the contract's
 * declaration of the entity), checked with the create's schema: a row it refuses is refused.
 */
export function createBodyOf<N extends MutationName, T extends CreatableTable>(
  name: N,
  table: T,
  row: RowOf<T>,
) {
  const parsed = mutationArgs[name].safeParse(createArgsFrom(table, row));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue ? messageOfIssue(issue) : { code: 'accountImport.rowNotValid' });
  }
  return parsed.data as z.output<(typeof mutationArgs)[N]>;
}

/**
 * How rows of a table made one by one are imported: checked with the contract's row schema, made
 * by the create's service from the create the row's declaration gives (`createBodyOf`), then given
 * by `rest` what a create does not take (progress, completion, an answer).
 */
export function rowImport<T extends 'goals' | 'tasks' | 'prayers', N extends MutationName>(
  table: T,
  name: N,
  label: string,
  find: RowImport<RowOf<T> & { id: string; title: string }>['find'],
  make: (c: WriteContext, body: z.output<(typeof mutationArgs)[N]>) => Promise<unknown>,
  rest: (c: WriteContext, v: RowOf<T>) => Promise<unknown> | undefined,
): RowImport<RowOf<T> & { id: string; title: string }> {
  return {
    schema: SYNCED_ENTITIES[table].row as unknown as RowImport<
      RowOf<T> & { id: string; title: string }
    >['schema'],
    label,
    find,
    async save(c, v) {
      await make(c, createBodyOf(name, table, v));
      await rest(c, v);
    },
  };
}

/** Goals through the goal service (the free goal limit): made, then given their progress. */
export const goalImport = rowImport('goals', 'goal.create', 'goal', goalRows.find, createGoal, (c, v) =>
  v.progressPercentage > 0 ? updateGoal(c, v.id, { progressPercentage: v.progressPercentage }) : undefined,
);

/** Tasks through the task service (a task's goal must be the user's): made, then completed. */
export const taskImport = rowImport('tasks', 'task.create', 'task', taskRows.find, createTask, (c, v) =>
  v.completedAt ? updateTask(c, v.id, { completedAt: v.completedAt, description: undefined }) : undefined,
);

/** The profile, only when the user has not saved one yet. */
export async function importProfile(write: BatchWrite, raw: unknown, result: ImportResult) {
  if (raw === undefined) return;
  const p = profile.safeParse(raw);
  if (!p.success) return;
  await write(async (ctx) => {
    const saved = await findProfile(ctx.tx, ctx.userId);
    if (saved?.profile.updatedAt) {
      result.profile = 'kept';
      return;
    }
    await saveProfile(ctx, {
      bio: p.data.bio,
      currentFocus: p.data.currentFocus,
      spiritualMaturity: p.data.spiritualMaturity,
      preferredMeetingTime: p.data.preferredMeetingTime,
      goals: p.data.goals,
      bibleTranslation: p.data.bibleTranslation,
      // a zone this runtime does not know is left unchosen (America/Chicago)
      timeZone: p.data.timeZone && isTimeZone(p.data.timeZone) ? p.data.timeZone : null,
      ...(p.data.language ? { language: p.data.language } : {}),
    });
    result.profile = 'imported';
  });
}
