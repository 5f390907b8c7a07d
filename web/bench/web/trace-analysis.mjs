// What a Chrome trace of one page load says about its main thread after the first paint
// (start-trace.mjs). Pure functions over the trace's events.

/** The renderer's main thread: the one that painted the first contentful paint. */
export function mainThread(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace holds no first contentful paint');
  return { pid: fcp.pid, tid: fcp.tid, fcp: fcp.ts };
}

/**
 * The main thread's tasks after the first paint: busy time, and the blocking time Lighthouse's
 * simulation would see with its 4x CPU slowdown (each task's time beyond 50 ms, after slowing it).
 */
export function tasksAfterPaint(events, main, slowdown = 4) {
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= main.fcp,
  );
  let busy = 0;
  let blocking = 0;
  for (const t of tasks) {
    const ms = t.dur / 1000;
    busy += ms;
    blocking += Math.max(0, ms * slowdown - 50);
  }
  return { tasks, busy, blocking };
}

/** Self time (ms) of each kind of trace event on the main thread after the first paint. */
export function selfTimeByEvent(events, main) {
  const spans = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && e.ts >= main.fcp)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of spans) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur / 1000);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur / 1000);
    stack.push(e);
  }
  return self;
}

/**
 * Self time (ms) of the sampled JavaScript by file after the first paint, from the main thread's
 * CPU profile (traced with `disabled-by-default-v8.cpu_profiler`; the sampling inflates times).
 */
export function profileSelfTimeByFile(events, main) {
  const starts = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'Profile');
  const ids = new Set(starts.map((e) => e.id));
  const nodes = new Map();
  const samples = [];
  const deltas = [];
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === main.pid && ids.has(e.id),
  )) {
    const profile = chunk.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    samples.push(...(profile.samples ?? []));
    deltas.push(...(chunk.args.data.timeDeltas ?? []));
  }
  const byFile = new Map();
  let ts = starts[0]?.args.data.startTime ?? 0;
  for (let i = 0; i < samples.length; i += 1) {
    ts += deltas[i];
    const frame = nodes.get(samples[i])?.callFrame;
    if (ts < main.fcp || !frame) continue;
    const file = frame.url ? frame.url.replace(/.*\//, '') : frame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return byFile;
}

/** The largest entries of a map of times, as printable lines. */
export function topLines(map, count, divisor = 1) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${(ms / divisor).toFixed(0).padStart(7)} ms  ${name}`);
}
