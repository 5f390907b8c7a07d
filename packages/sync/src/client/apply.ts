import { type MutationName, mutationArgs } from '@reign/contract';
import type { ReignDb } from '../device/database';
import type { QueuedMutation } from '../device/types';
import type { CompletionIds } from './apply-rows';
import { localHandlers } from './apply-rules';

export { type CompletionIds, completionIdsFor } from './apply-rows';

/**
 * The local half of every mutation: what it does to this device's rows. It holds no rule of its
 * own: each mutation's handler (apply-rules.ts, one per mutation name) reads the rows, asks the same
 * domain rule the server's services ask (@reign/domain entities), and writes the answer
 * (docs/sync-protocol.md). It runs when the person makes the change and again, in outbox order, on
 * top of every pulled page while the mutation is still pending, so it must be deterministic: the
 * same state and mutation always give the same rows (`at` is the mutation's createdAt, never the
 * clock at re-apply time; a conflict it leaves takes the mutation's id, as on the server).
 */

/** The first validation message, as the forms show it. */
export function validationMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'This change is not valid.';
}

/** Parses a mutation's arguments with the contract's schema; throws an Error with the first message. */
export function parseArgs<N extends MutationName>(name: N, args: unknown) {
  const parsed = mutationArgs[name].safeParse(args);
  if (!parsed.success) throw new Error(validationMessage(parsed.error));
  return parsed.data as import('zod').output<(typeof mutationArgs)[N]>;
}

type Local = Pick<QueuedMutation, 'id' | 'name' | 'args' | 'createdAt'>;
type AnyHandler = (
  db: ReignDb,
  args: unknown,
  write: { id: string; at: string },
  ids: CompletionIds,
) => Promise<void>;

/** Applies one mutation to the entity tables. Call inside a read-write transaction over them. */
export async function applyLocal(db: ReignDb, m: Local, ids: CompletionIds): Promise<void> {
  const handler = localHandlers[m.name] as AnyHandler;
  await handler(db, parseArgs(m.name, m.args), { id: m.id, at: m.createdAt }, ids);
}
