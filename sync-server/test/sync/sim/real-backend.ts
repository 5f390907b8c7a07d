import { centralDate } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { apiGet, newAccount, serverUrl } from '../engine-tests/harness';
import type { SimBackend } from './backend';
import { report, runScenario } from './run';
import { scenarioOf } from './scenario';

// The simulation against the REAL server (sim/README.md): the same seeded runs as sim.test.ts, a
// few of them, each on a new account of the engine tests' server, so the in-memory server is
// checked against the real one on random operations. Invariants 1, 3 and 4 (the model needs the
// in-memory server's log). A restart is played by the network (requests refused for a while): the
// real process is not stopped here (the server's fault tests do that).

const runs = Number(process.env.SIM_REAL_RUNS ?? 20);
const first = Number(process.env.SIM_REAL_FIRST ?? 1);

/** A backend on a new (free) account of the real server. */
async function realBackend(): Promise<SimBackend> {
  const account = await newAccount('sim');
  const me = await apiGet<{ user: { id: number } }>(account, '/api/session');
  let ahead = 0;
  let refusing = 0;
  return {
    userId: me.user.id,
    isPaidMember: false,
    fetch: (input, init) => {
      if (refusing > 0) {
        refusing -= 1;
        return Promise.reject(new TypeError('fetch failed (the server is restarting)'));
      }
      return account.fetch(input, init);
    },
    baseUrl: serverUrl(),
    // the server keeps its own clock; waiting moves the devices' clocks on
    clock: () => Date.now() + ahead,
    advance: (ms) => {
      ahead += ms;
    },
    serverToday: () => centralDate(new Date()),
    // a push cut in the middle is not played here: the restart refuses requests instead
    restart: (requests) => {
      refusing = Math.max(refusing, requests);
    },
    heal: () => {
      refusing = 0;
    },
  };
}

describe('sync simulation on the real server', () => {
  it(`${runs} seeded runs converge, lose nothing and show every conflict`, async () => {
    const failures: string[] = [];
    for (let seed = first; seed < first + runs; seed++) {
      const scenario = scenarioOf(seed);
      const result = await runScenario(seed, scenario, await realBackend());
      const replay = `SIM_REAL_FIRST=${seed} SIM_REAL_RUNS=1 (the engine tests: src/sync/sim/real-server.engine.test.ts)`;
      if (result.problems.length > 0) failures.push(report(result, scenario, replay));
    }
    expect(failures.join('\n\n')).toBe('');
  }, 600_000);
});
