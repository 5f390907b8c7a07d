// Where the main thread's long tasks of a Lighthouse run went (issue 19): reads the trace that
// `WEB_BENCH_LH_TRACES=<dir>` keeps for each run (web-bench.mjs) and prints every task of at least
// `--min` ms (default 10: the tasks Lighthouse's simulation keeps and slows) after the first paint,
// with the JavaScript functions that took its time. A diagnostic for finding what to split or defer.
//
//   node web/bench/lh-tasks.mjs <dir>/dashboard-1/defaultPass.trace.json [--min 10] [--top 4]
import { readFileSync } from 'node:fs';
import { longTasksWithFunctions, mainThread, topLines } from './web/trace-analysis.mjs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node web/bench/lh-tasks.mjs <trace.json> [--min ms] [--top n]');
  process.exit(1);
}
const option = (name, fallback) => {
  const i = rest.indexOf(name);
  return i === -1 ? fallback : Number(rest[i + 1]);
};
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = trace.traceEvents ?? trace;
const tasks = longTasksWithFunctions(events, mainThread(events), option('--min', 10));
for (const task of tasks) {
  console.log(`+${task.start.toFixed(0)} ms after the first paint: a task of ${task.ms.toFixed(1)} ms`);
  for (const line of topLines(task.functions, option('--top', 4))) console.log(`  ${line}`);
}
console.log(`${tasks.length} task${tasks.length === 1 ? '' : 's'} of at least ${option('--min', 10)} ms`);
