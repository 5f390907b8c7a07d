import type { AccountLimitKind } from '@reign/contract';

/**
 * What one transaction of several writes (a sync push: up to 100 creates in a row) knows of the
 * user's live rows of each kind, so a run of creates counts them once, not once each (counting
 * reads every live row: a push of 1,000 tasks read millions). Known: at most how many there were
 * before the create written at `version`. A create adds at most one row of its kind after its
 * check and a rolled-back one adds none, so before the write at `version + 1` there are at most
 * one more; any other write in between (a delete, an import) has another version, and the next
 * create counts again. Near the limit the count is always read: a refusal is never a guess.
 */
export class LiveCounts {
  private readonly known = new Map<AccountLimitKind, { atMost: number; version: number }>();

  /** At most how many live rows of `kind` there are before the write at `version`, if known. */
  atMost(kind: AccountLimitKind, version: number): number | undefined {
    const k = this.known.get(kind);
    return k && k.version === version - 1 ? k.atMost + 1 : undefined;
  }

  note(kind: AccountLimitKind, version: number, atMost: number): void {
    this.known.set(kind, { atMost, version });
  }
}
