import { MUTATION_NAMES, type MutationName } from '@reign/contract';
import { OUTBOX_FORMAT, type QueuedMutation, type QueuedRow } from './types';

/**
 * Outbox rows written by an earlier build are read here, so a new build (a new service worker
 * that takes over while changes wait) sends them as they were meant. Each format step is a
 * function from the rows of one format to the next; a name or argument shape that changes gets a
 * step here, never a silent re-reading.
 *
 * - format 1 (no `format` field): names and arguments as `mutationArgs` in the contract today;
 *   updates may hold every field of a form and `dailyActions.save` every action of a plan, which
 *   the server still applies as written (only the fields and actions they name).
 * - format 2: the same names and shapes, written as change sets.
 */
const STEPS: Record<number, (row: QueuedMutation) => QueuedMutation> = {
  1: (row) => ({ ...row, format: 2 }),
};

/** Thrown for a row written by a newer build: this build cannot know what it means. */
export class NewerOutboxError extends Error {
  constructor(readonly format: number) {
    super('Changes saved by a newer version of Reign are waiting. Reload the app to update and send them.');
    this.name = 'NewerOutboxError';
  }
}

/** The row in this build's format, or NewerOutboxError for a row from a newer build. */
export function readQueued(row: QueuedRow): QueuedMutation {
  let format = row.format ?? 1;
  if (format > OUTBOX_FORMAT) throw new NewerOutboxError(format);
  if (!MUTATION_NAMES.includes(row.name as MutationName)) {
    throw new Error(`The outbox holds an unknown change '${String(row.name)}'.`);
  }
  let current: QueuedMutation = { ...row, format };
  while (format < OUTBOX_FORMAT) {
    const step = STEPS[format];
    if (!step) throw new Error(`No way to read outbox format ${format}.`);
    current = step(current);
    format = current.format;
  }
  return current;
}
