import { ApiError } from '@reign/contract/api-error';
import type { ReignDb } from '../device/database';
import { ensureClientId, getMeta } from '../device/meta';
import { backoffDelay } from './backoff';
import { CircleBackoff } from './circle-backoff';
import { pullCircles } from './circle-pull';
import type { EngineOptions, EngineStatus, FlushOutcome } from './engine-options';
import { defaultLock, type SyncLock } from './lock';
import { pullChanges } from './pull';
import { pushOutbox } from './push';
import { CHECK_EVERY_MS, checkAndRepair } from './repair';
import { fillRowDefaults } from './row-defaults';
import type { SyncTransport } from './transport';

export type { EngineOptions, EngineStatus, FlushOutcome } from './engine-options';

/**
 * The failure as the status popover shows it ('Will retry: …'): the status and the server's words,
 * or for no answer at all the browser's own reason ('Failed to fetch').
 */
function failureMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  if (err.code === 'network') return err.cause instanceof Error ? err.cause.message : err.message;
  return `${err.status}: ${err.message}`;
}

/**
 * What the page holds of an engine: this class, or the one in the sync worker behind a port
 * (sync/port-engine.ts). Both run the same flushes; only where the work happens differs.
 */
export type PageEngine = Pick<
  SyncEngine,
  'flush' | 'pull' | 'getStatus' | 'subscribe' | 'enableRetries' | 'stop'
>;

/**
 * The sync engine of one user database: push the outbox, then pull, under the sync lock. The same
 * class runs in the page and in the service worker; the page adds its triggers with
 * `startTriggers` (sync/triggers.ts). `flush()` calls made while one runs join it and run it
 * once more afterwards, so a mutation queued during a push is never left behind (after a failed
 * attempt, once: the network that came back during it is tried at once, not after the backoff).
 */
export class SyncEngine {
  readonly db: ReignDb;
  private readonly transport: SyncTransport;
  private readonly lock: SyncLock;
  private readonly options: EngineOptions;
  private running: Promise<FlushOutcome> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = false;
  private status: EngineStatus = {
    syncing: false,
    paused: null,
    failures: 0,
    lastError: null,
    pushedWrites: 0,
  };
  private readonly listeners = new Set<() => void>();
  /** circles whose pull failed lately wait before they are asked again (circle-backoff.ts) */
  private readonly circleBackoff: CircleBackoff;

  constructor(options: EngineOptions) {
    this.options = options;
    this.db = options.db;
    this.lock = options.lock ?? defaultLock();
    this.circleBackoff = new CircleBackoff(() => this.now().getTime(), options.random);
    const f = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.transport = {
      fetch: f,
      baseUrl: options.baseUrl ?? '',
      ...(options.onAnswer ? { onAnswer: options.onAnswer } : {}),
      ...(options.device ? { device: options.device } : {}),
    };
  }

  /** Retry failed flushes on a backoff timer (the page and worker turn this on; tests leave it off). */
  enableRetries(on: boolean): void {
    this.retries = on;
    if (!on) this.clearRetry();
  }

  getStatus = (): EngineStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setStatus(patch: Partial<EngineStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const l of this.listeners) l();
  }

  /** Push, then pull. Resolves how it went; never rejects. */
  flush(): Promise<FlushOutcome> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async (): Promise<FlushOutcome> => {
      this.setStatus({ syncing: true });
      let outcome: FlushOutcome;
      let triedAfterFailure = false;
      do {
        this.again = false;
        outcome = await this.lock.run(() => this.flushOnce());
        // a flush asked for during a failed attempt (the network back, a new change) tries once
        // more now: left to the backoff, an 'online' that came mid-attempt waited up to a minute
        if (this.again && (outcome === 'offline' || outcome === 'failed')) {
          if (triedAfterFailure) break;
          triedAfterFailure = true;
        }
      } while (this.again && outcome !== 'signed-out');
      return outcome;
    };
    this.running = run().finally(() => {
      this.running = null;
      this.setStatus({ syncing: false });
    });
    return this.running;
  }

  /** Only the push half, under the lock (tests and the update flow). */
  push() {
    return this.lock.run(async () => {
      await ensureClientId(this.db);
      return pushOutbox(this.db, this.transport);
    });
  }

  /** Only the pull half, under the lock; `full` starts from 0 and drops rows the server lacks. */
  pull(full = false) {
    return this.lock.run(async () => {
      await ensureClientId(this.db);
      return pullChanges(this.db, this.transport, this.pullOptions({ full }));
    });
  }

  private pullOptions(options: { full?: boolean }) {
    const { pullLimit, knows } = this.options;
    return { ...options, limit: pullLimit, ...(knows ? { knows } : {}) };
  }

  private async flushOnce(): Promise<FlushOutcome> {
    let outcome: FlushOutcome;
    try {
      await ensureClientId(this.db);
      await this.fillDefaultsOnce();
      const pushed = await pushOutbox(this.db, this.transport);
      if (pushed.applied > 0) this.setStatus({ pushedWrites: this.status.pushedWrites + pushed.applied });
      await pullChanges(this.db, this.transport, this.pullOptions({}));
      await pullCircles(this.db, this.transport, this.options.pullLimit, this.circleBackoff);
      await this.db.meta.put({ key: 'lastSyncedAt', value: this.now().toISOString() });
      await this.checkIfDue();
      outcome = 'synced';
      this.clearRetry();
      this.setStatus({ paused: null, failures: 0, lastError: null });
    } catch (err) {
      outcome = this.failed(err);
    }
    this.options.onFlushed?.(outcome);
    return outcome;
  }

  /**
   * Compares the tables with the server's when a check is due (client/repair.ts). A check that
   * fails (an older server without checksums, the network gone) fails no flush: it waits its turn.
   */
  private async checkIfDue(): Promise<void> {
    const every = this.options.checkEvery ?? CHECK_EVERY_MS;
    const now = this.now();
    const last = Date.parse(await getMeta(this.db, 'checkedAt', ''));
    if (every > 0 && Number.isFinite(last) && now.getTime() - last < every) return;
    const { knows } = this.options;
    try {
      await checkAndRepair(this.db, this.transport, { now: () => now, ...(knows ? { knows } : {}) });
    } catch {
      await this.db.meta.put({ key: 'checkedAt', value: now.toISOString() });
    }
  }

  private filled = false;

  /** Rows stored before a field existed get its default, once per engine (client/row-defaults.ts). */
  private async fillDefaultsOnce(): Promise<void> {
    if (this.filled) return;
    await fillRowDefaults(this.db);
    this.filled = true;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private failed(err: unknown): FlushOutcome {
    if (err instanceof ApiError && err.status === 401) {
      this.clearRetry();
      this.setStatus({ paused: 'signed-out', lastError: 'Sign in again to sync your changes.' });
      this.options.onSignedOut?.();
      return 'signed-out';
    }
    const offline = err instanceof ApiError && err.code === 'network';
    const failures = this.status.failures + 1;
    this.setStatus({ failures, lastError: failureMessage(err) });
    this.scheduleRetry(failures - 1);
    return offline ? 'offline' : 'failed';
  }

  private scheduleRetry(attempt: number): void {
    if (!this.retries) return;
    this.clearRetry();
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        void this.flush();
      },
      backoffDelay(attempt, this.options.random),
    );
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Resolves when no flush is running (at once when none is). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops retries; a flush in progress finishes. */
  stop(): void {
    this.enableRetries(false);
    this.listeners.clear();
  }
}
