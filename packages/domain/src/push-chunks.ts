/** What one chunk of a pushed batch answers (docs/sync-protocol.md, 'Push'). */
export interface ChunkOutcome<R> {
  results: R[];
  /** the client's last processed seq after the chunk */
  lastSeq: number;
  /** set when the chunk stopped at a gap: the seq the server expected next */
  expectedSeq: number | null;
}

/**
 * A pushed batch handled `size` mutations at a time, each chunk in a transaction of its own
 * (`applyChunk`), in order; a chunk that stopped at a gap stops the batch. The answer of the
 * push: every chunk's results, the last processed seq and the expected seq of a gap.
 */
export async function pushInChunks<M, R>(
  mutations: readonly M[],
  size: number,
  applyChunk: (chunk: readonly M[]) => Promise<ChunkOutcome<R>>,
): Promise<{ results: R[]; lastAppliedSeq: number; expectedSeq: number | null }> {
  const results: R[] = [];
  let lastAppliedSeq = 0;
  let expectedSeq: number | null = null;
  for (let start = 0; start < mutations.length; start += size) {
    const outcome = await applyChunk(mutations.slice(start, start + size));
    results.push(...outcome.results);
    lastAppliedSeq = outcome.lastSeq;
    expectedSeq = outcome.expectedSeq;
    if (expectedSeq !== null) break;
  }
  return { results, lastAppliedSeq, expectedSeq };
}
