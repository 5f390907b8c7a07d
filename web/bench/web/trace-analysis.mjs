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
 * The main thread's sampled JavaScript (traced with `disabled-by-default-v8.cpu_profiler`): each
 * sample's time (trace clock), its profile node, the time until the next sample (ms), and the nodes.
 */
function profileSamples(events, main) {
  const starts = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'Profile');
  const ids = new Set(starts.map((e) => e.id));
  const nodes = new Map();
  const sampled = [];
  const deltas = [];
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === main.pid && ids.has(e.id),
  )) {
    const profile = chunk.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    sampled.push(...(profile.samples ?? []));
    deltas.push(...(chunk.args.data.timeDeltas ?? []));
  }
  const samples = [];
  let ts = starts[0]?.args.data.startTime ?? 0;
  for (let i = 0; i < sampled.length; i += 1) {
    ts += deltas[i];
    samples.push({ ts, node: nodes.get(sampled[i]), ms: (deltas[i + 1] ?? 0) / 1000 });
  }
  return { samples, nodes };
}

const fileOf = (frame) => (frame.url ? frame.url.replace(/.*\//, '') : frame.functionName);

/**
 * Self time (ms) of the sampled JavaScript by file after the first paint, from the main thread's
 * CPU profile (the sampling inflates times).
 */
export function profileSelfTimeByFile(events, main) {
  const byFile = new Map();
  for (const { ts, node, ms } of profileSamples(events, main).samples) {
    const frame = node?.callFrame;
    if (ts < main.fcp || !frame) continue;
    byFile.set(fileOf(frame), (byFile.get(fileOf(frame)) ?? 0) + ms);
  }
  return byFile;
}

/**
 * The main thread's tasks of at least `minMs` after the first paint, each with its start (ms after
 * the first paint), its length, and the sampled self time (ms) of each function in it, named
 * `function (file) < caller < caller`.
 */
export function longTasksWithFunctions(events, main, minMs) {
  const { samples, nodes } = profileSamples(events, main);
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.ts >= main.fcp &&
      e.dur >= minMs * 1000,
  );
  return tasks.map((task) => {
    const functions = new Map();
    for (const { ts, node, ms } of samples) {
      if (ts < task.ts || ts > task.ts + task.dur || !node) continue;
      const callers = [];
      for (let n = nodes.get(node.parent); n && callers.length < 3; n = nodes.get(n.parent)) {
        if (n.callFrame.functionName) callers.push(n.callFrame.functionName);
      }
      const name = `${node.callFrame.functionName || '(anonymous)'} (${fileOf(node.callFrame) || '-'})`;
      const key = [name, ...callers].join(' < ');
      functions.set(key, (functions.get(key) ?? 0) + ms);
    }
    return { start: (task.ts - main.fcp) / 1000, ms: task.dur / 1000, functions };
  });
}

/** The largest entries of a map of times, as printable lines. */
export function topLines(map, count, divisor = 1) {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${(ms / divisor).toFixed(0).padStart(7)} ms  ${name}`);
}
