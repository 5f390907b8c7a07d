import { backoffDelay } from './backoff';

/**
 * Which circles' pulls wait after failing (a server error on one circle, not the network): each
 * failure in a row doubles the wait (backoff.ts, up to a minute), so a circle the server cannot
 * answer is not asked again at every flush while the others go on. In memory, per engine: a new
 * page or worker asks at once.
 */
export class CircleBackoff {
  private readonly failing = new Map<string, { failures: number; until: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  /** Whether the circle's pull waits now (it failed lately). */
  waits(circleId: string): boolean {
    const failing = this.failing.get(circleId);
    return failing !== undefined && this.now() < failing.until;
  }

  failed(circleId: string): void {
    const failures = (this.failing.get(circleId)?.failures ?? 0) + 1;
    this.failing.set(circleId, { failures, until: this.now() + backoffDelay(failures - 1, this.random) });
  }

  succeeded(circleId: string): void {
    this.failing.delete(circleId);
  }

  /** Forgets the circles the person is no longer in. */
  keepOnly(listed: ReadonlySet<string>): void {
    for (const circleId of this.failing.keys()) if (!listed.has(circleId)) this.failing.delete(circleId);
  }
}
