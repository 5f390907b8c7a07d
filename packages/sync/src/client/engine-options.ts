import type { ReignDb } from '../device/database';
import type { SyncLock } from './lock';
import type { SyncTransport } from './transport';

// What a SyncEngine is made with, and what it says of itself (engine.ts).

export type FlushOutcome = 'synced' | 'offline' | 'failed' | 'signed-out';

export interface EngineStatus {
  /** a flush of this engine is running */
  syncing: boolean;
  /** the server answered 401: sync waits for a new sign-in; the outbox is kept */
  paused: 'signed-out' | null;
  /** consecutive failed flushes (network or server) */
  failures: number;
  /** the last failure's message, for the status popover */
  lastError: string | null;
  /** how many writes this engine's pushes have had applied so far (a reward may have come with them) */
  pushedWrites: number;
}

export interface EngineOptions {
  db: ReignDb;
  /** defaults to the global fetch (the page's or the worker's) */
  fetch?: typeof fetch;
  /** '' in the browser (same origin); the server's URL in tests */
  baseUrl?: string;
  /** sees every answer of the server with when it was asked (the web keeps the server's clock) */
  onAnswer?: SyncTransport['onAnswer'];
  /** this device's browser and system, sent with each push (the web's sync/this-device.ts) */
  device?: SyncTransport['device'];
  /** who else may flush at the same time is excluded by this lock (default: the 'reign-sync' Web Lock) */
  lock?: SyncLock;
  /** rows per pull page */
  pullLimit?: number;
  /** called on a 401, so the app can re-check the session */
  onSignedOut?: () => void;
  /** called after every flush */
  onFlushed?: (outcome: FlushOutcome) => void;
  random?: () => number;
  /**
   * The tables this build reads (default: every table). Only the simulation sets it, to play a
   * build older than the newest entity: that entity's changes are parked (sync/parked.ts) and sync
   * goes on; an engine without it on the same database later reads them (sim/README.md).
   */
  knows?: (table: string) => boolean;
  /**
   * How often (ms) the tables' checksums are compared with the server's after a flush that left
   * nothing to send (client/repair.ts; CHECK_EVERY_MS by default, 0 every time: the simulation).
   */
  checkEvery?: number;
  /** the device's clock (tests and the simulation move it) */
  now?: () => Date;
}
