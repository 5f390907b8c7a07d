import type { EngineStatus, FlushOutcome, PageEngine } from '@reign/sync/client/engine';
import { type FromWorker, type MessagePortLike, receiveError, type ToWorker } from './engine-protocol';

const STOPPED = 'Sync has stopped for this session.';
const IDLE: EngineStatus = { syncing: false, paused: null, failures: 0, lastError: null, pushedWrites: 0 };

interface Waiting {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
  /** the call again, on the local engine, should the worker fail */
  redo: (engine: PageEngine) => Promise<unknown>;
}

export interface PortEngineOptions {
  /** the server answered 401 */
  onSignedOut?: () => void;
  /** the engine to use in the page when the worker cannot run (its script failed to load or threw) */
  fallback: () => PageEngine;
  /** called when `stop()` is asked for (the page starts its grace timer) */
  onStop?: () => void;
  /** called once the worker has closed its database after `stop()` (the page then ends it) */
  onStopped?: () => void;
}

/**
 * The page's handle on the engine in the sync worker (sync/sync-worker.ts): the same calls as a
 * SyncEngine, sent through the port, and its status as the worker last told it. Should the worker
 * fail (`fail()`, from the Worker's error event), the calls waiting and every later one run on a
 * local engine instead, so sync never stops because the worker could not start.
 */
export class PortEngine implements PageEngine {
  private readonly port: MessagePortLike;
  private readonly options: PortEngineOptions;
  private status: EngineStatus = IDLE;
  private readonly listeners = new Set<() => void>();
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private retries = false;
  private local: PageEngine | null = null;
  private stopped = false;

  constructor(port: MessagePortLike, dbName: string, options: PortEngineOptions) {
    this.port = port;
    this.options = options;
    port.addEventListener('message', this.onMessage);
    port.start?.();
    this.send({ type: 'open', dbName });
  }

  getStatus = (): EngineStatus => this.local?.getStatus() ?? this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  // After stop() the worker closes its database and is ended: a call then would wait forever, so
  // it answers at once, as a stopped engine on its closed database would ('failed', or an error).
  flush(): Promise<FlushOutcome> {
    if (this.local) return this.local.flush();
    if (this.stopped) return Promise.resolve('failed');
    return this.call({ method: 'flush' }, (engine) => engine.flush());
  }

  pull(full = false): Promise<number> {
    if (this.local) return this.local.pull(full);
    if (this.stopped) return Promise.reject(new Error(STOPPED));
    return this.call({ method: 'pull', full }, (engine) => engine.pull(full));
  }

  enableRetries(on: boolean): void {
    this.retries = on;
    if (this.local) this.local.enableRetries(on);
    else this.send({ type: 'retries', on });
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.listeners.clear();
    this.options.onStop?.();
    if (this.local) {
      this.local.stop();
      this.options.onStopped?.();
    } else this.send({ type: 'stop' });
  }

  /** The worker cannot run: every waiting call and every later one runs on a local engine. */
  fail(): void {
    if (this.local || this.stopped) return;
    this.port.removeEventListener('message', this.onMessage);
    const local = this.options.fallback();
    this.local = local;
    local.subscribe(() => this.notify());
    local.enableRetries(this.retries);
    for (const { resolve, reject, redo } of this.waiting.values()) redo(local).then(resolve as never, reject);
    this.waiting.clear();
    this.notify();
  }

  private call<T>(message: { method: 'flush' } | { method: 'pull'; full: boolean }, redo: Waiting['redo']) {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: never) => void, reject, redo });
      this.send({ type: 'call', id, ...message });
    });
  }

  private send(message: ToWorker): void {
    this.port.postMessage(message);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private readonly onMessage = (event: MessageEvent): void => {
    const message = event.data as FromWorker;
    if (message.type === 'status') {
      this.status = message.status;
      this.notify();
    } else if (message.type === 'signed-out') this.options.onSignedOut?.();
    else if (message.type === 'stopped') this.options.onStopped?.();
    else {
      const waiting = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (!waiting) return;
      if (message.type === 'result') waiting.resolve(message.value as never);
      else waiting.reject(receiveError(message.error));
    }
  };
}
