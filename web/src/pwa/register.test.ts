import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A first visit registers the worker with the browser's own call and loads the update flow
// (workbox-window) only once a worker is active; a later visit, with a worker in control, loads it
// at once. (The first load of / does not carry workbox-window: e2e/first-load-budget.spec.ts.)

const tracking = vi.hoisted(() => ({ trackUpdates: vi.fn(), applyUpdate: vi.fn() }));
vi.mock('./update-tracking', () => tracking);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('registerServiceWorker', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('PROD', true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    if (original) Object.defineProperty(navigator, 'serviceWorker', original);
    else Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  function stubContainer(controller: object | null) {
    const ready = deferred();
    const container = {
      controller,
      register: vi.fn(async () => ({})),
      ready: ready.promise,
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    return { container, ready };
  }

  it('on a first visit registers the worker, and loads the update flow once it is active', async () => {
    const { container, ready } = stubContainer(null);
    const { registerServiceWorker, isUpdateWaiting } = await import('./register');
    registerServiceWorker();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(tracking.trackUpdates).not.toHaveBeenCalled();

    ready.resolve();
    await vi.waitFor(() => expect(tracking.trackUpdates).toHaveBeenCalledTimes(1));
    expect(tracking.trackUpdates.mock.calls[0]?.[0]).toBe('/sw.js');
    // the flow's 'waiting' report reaches the prompt
    const onWaiting = tracking.trackUpdates.mock.calls[0]?.[1] as () => void;
    onWaiting();
    expect(isUpdateWaiting()).toBe(true);
  });

  it('with a worker in control loads the update flow at once, and only once', async () => {
    const { container } = stubContainer({});
    const { registerServiceWorker } = await import('./register');
    tracking.trackUpdates.mockClear();
    registerServiceWorker();
    registerServiceWorker();
    await vi.waitFor(() => expect(tracking.trackUpdates).toHaveBeenCalledTimes(1));
    expect(container.register).not.toHaveBeenCalled();
  });

  it('applies an update through the update flow', async () => {
    const { applyUpdate } = await import('./register');
    applyUpdate();
    await vi.waitFor(() => expect(tracking.applyUpdate).toHaveBeenCalled());
  });
});
