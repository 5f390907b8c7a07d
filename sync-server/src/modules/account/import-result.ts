import { type AccountImportResponse, type CodedMessage, englishOf } from '@reign/contract';
import { HttpError } from '../../lib/http-error';

export type Counts = AccountImportResponse['entries'];

/** What an import did so far, and the first reasons rows were refused. */
export class ImportResult {
  readonly entries: Counts = { added: 0, kept: 0, refused: 0 };
  readonly goals: Counts = { added: 0, kept: 0, refused: 0 };
  readonly tasks: Counts = { added: 0, kept: 0, refused: 0 };
  readonly dailyActions: Counts = { added: 0, kept: 0, refused: 0 };
  readonly prayers: Counts = { added: 0, kept: 0, refused: 0 };
  readonly conflicts: Counts = { added: 0, kept: 0, refused: 0 };
  readonly readingPlans: Counts = { added: 0, kept: 0, refused: 0 };
  readonly readingProgress: Counts = { added: 0, kept: 0, refused: 0 };
  readonly highlights: Counts = { added: 0, kept: 0, refused: 0 };
  readonly notes: Counts = { added: 0, kept: 0, refused: 0 };
  readonly bookmarks: Counts = { added: 0, kept: 0, refused: 0 };
  profile: AccountImportResponse['profile'] = 'absent';
  readonly problems: string[] = [];

  /** Counts a refused row and keeps its reason among the first ten. */
  refuse(counts: Counts, what: string, reason: Error | CodedMessage | string): void {
    counts.refused += 1;
    const message =
      reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : englishOf(reason);
    if (this.problems.length < 10) this.problems.push(`${what}: ${message}`);
  }

  toResponse(): AccountImportResponse {
    const { entries, goals, tasks, dailyActions, prayers, conflicts, readingPlans, readingProgress } = this;
    const { profile, problems } = this;
    const { highlights, notes, bookmarks } = this;
    return {
      entries,
      goals,
      tasks,
      dailyActions,
      prayers,
      conflicts,
      readingPlans,
      readingProgress,
      highlights,
      notes,
      bookmarks,
      profile,
      problems,
    };
  }
}

/** A service's refusal (4xx) is a refused row; anything else fails the import. */
export function isRefusal(err: unknown): err is HttpError {
  return err instanceof HttpError && err.statusCode < 500;
}

/** `items` in slices of at most `size`. */
export function* slices<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
