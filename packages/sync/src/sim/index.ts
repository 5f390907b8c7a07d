// The simulation of the sync (README.md): devices are the real client of this package; the server
// is whatever backend a runner gives (sync-server/test/sync/sim runs it on the server's own app).
export type { Processed, SimAccount, SimBackend, Snapshot } from './backend';
export { type RunResult, report, runScenario, shrinkSeed } from './run';
export { type Scenario, scenarioArbitrary, scenarioOf } from './scenario';
