import type { EngineStatus, PageEngine } from '@reign/sync/client/engine';
import { describe, expect, it, vi } from 'vitest';
import { deferredEngine } from './deferred-engine';

function fakeEngine() {
  const listeners = new Set<() => void>();
  let status: EngineStatus = { syncing: false, paused: null, failures: 0, lastError: null, pushedWrites: 0 };
  const engine = {
    flush: vi.fn(async () => 'synced' as const),
    pull: vi.fn(async () => 3),
    enableRetries: vi.fn(),
    stop: vi.fn(),
    getStatus: () => status,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  } satisfies PageEngine;
  const setStatus = (next: Partial<EngineStatus>) => {
    status = { ...status, ...next };
    for (const l of listeners) l();
  };
  return { engine, setStatus };
}

/** A deferred engine whose code arrives when the test calls `arrive`, with a listener on it. */
function pendingEngine() {
  let arrive!: (e: PageEngine) => void;
  const deferred = deferredEngine(() => new Promise((resolve) => (arrive = resolve)));
  const seen = vi.fn();
  deferred.subscribe(seen);
  return { deferred, seen, arrive: (e: PageEngine) => arrive(e) };
}

describe('an engine whose code loads with its first use', () => {
  it('runs the calls made while it loads once it is there, and then passes its status on', async () => {
    const { engine, setStatus } = fakeEngine();
    const { deferred, seen, arrive } = pendingEngine();
    deferred.enableRetries(true);
    const flushed = deferred.flush();
    const pulled = deferred.pull(true);
    expect(deferred.getStatus().syncing).toBe(false);

    arrive(engine);
    await expect(flushed).resolves.toBe('synced');
    await expect(pulled).resolves.toBe(3);
    expect(engine.pull).toHaveBeenCalledWith(true);
    expect(engine.enableRetries).toHaveBeenCalledWith(true);

    setStatus({ syncing: true });
    expect(deferred.getStatus().syncing).toBe(true);
    expect(seen).toHaveBeenCalled();
  });

  it('stops the engine when it arrives after stop(), and tells nobody', async () => {
    const { engine, setStatus } = fakeEngine();
    const { deferred, seen, arrive } = pendingEngine();
    deferred.stop();
    arrive(engine);
    await Promise.resolve();
    await Promise.resolve();
    expect(engine.stop).toHaveBeenCalledOnce();
    setStatus({ syncing: true });
    expect(seen).not.toHaveBeenCalled();
  });

  it('answers a flush with failed and rejects a pull when its code cannot load', async () => {
    const deferred = deferredEngine(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    await expect(deferred.flush()).resolves.toBe('failed');
    await expect(deferred.pull()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(deferred.getStatus().syncing).toBe(false);
  });
});
