import type { PushResponse } from '@reign/contract';

/**
 * One device's network in the simulation: it can be offline, lose the answer of its next push or
 * pull after the server handled it, or first let another device flush (two devices at work at
 * once: the other's writes land while this one's request travels). It notes the result of every
 * push the server answered (even an answer the device never got) and whether a fault touched a
 * request, so a flush that fails with no fault is a finding.
 */

/** Results the server gave, by mutation id, whoever received them. */
export type SeenResults = Map<string, PushResponse['results'][number]>;

/** Only one device's flush runs inside another's request at a time (no device waits on itself). */
let hookRunning = false;

export class SimNetwork {
  offline = false;
  /** lose the answer of the next request to this path */
  lose: 'push' | 'pull' | null = null;
  /** runs before this device's next request (of that kind): another device's flush, or a change */
  before: { on: 'push' | 'pull'; run: () => Promise<unknown> } | null = null;
  /** a fault touched a request since `faulted` was last cleared */
  faulted = false;

  constructor(
    private readonly base: typeof fetch,
    private readonly seen: SeenResults,
  ) {}

  fetch: typeof fetch = async (input, init) => {
    if (this.offline) {
      this.faulted = true;
      throw new TypeError('fetch failed (offline)');
    }
    const path = new URL(String(input), 'http://sim.invalid').pathname;
    const what = path.endsWith('/push') ? 'push' : 'pull';
    const hook = this.before;
    if (hook?.on === what && !hookRunning) {
      this.before = null;
      hookRunning = true;
      try {
        await hook.run();
      } finally {
        hookRunning = false;
      }
    }
    let response: Response;
    try {
      response = await this.base(input, init);
    } catch (err) {
      this.faulted = true;
      throw err;
    }
    if (what === 'push' && response.ok) {
      const answer = (await response.clone().json()) as PushResponse;
      for (const r of answer.results) this.seen.set(r.id, r);
    }
    if (this.lose === what) {
      this.lose = null;
      this.faulted = true;
      await response.text();
      throw new TypeError('fetch failed (the answer was lost)');
    }
    return response;
  };

  /** Ends every fault of this device. */
  heal(): void {
    this.offline = false;
    this.lose = null;
    this.before = null;
  }
}
