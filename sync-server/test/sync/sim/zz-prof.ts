import 'fake-indexeddb/auto';
import { runScenario, scenarioOf } from '@reign/sync/sim';
import { startSimServer } from './sim-server';

const server = await startSimServer();
const t = performance.now();
for (let seed = 1; seed <= Number(process.env.N ?? 10); seed++) {
  const s = performance.now();
  const scenario = scenarioOf(seed);
  const r = await runScenario(seed, scenario, await server.backendFor(seed, scenario));
  console.log(seed, r.problems.length, (performance.now() - s).toFixed(0), 'ms');
}
console.log('total', (performance.now() - t).toFixed(0));
await server.close();
