/** What one chunk of a pushed batch answers (docs/sync-protocol.md, 'Push'). */
export interface ChunkOutcome<R> {
  results: R[];
  /** the client's last processed seq after the chunk */
  lastSeq: number;
  /** set when the chunk stopped at a gap: the seq the server expected next */
  expectedSeq: number | null;
  /**
   * how many of the chunk's mutations it handled, when it ended before the rest to go on in a new
   * transaction (one that would write a second circle: docs/decisions.md); all of them otherwise
   */
  handled?: number;
}

/**
 * A pushed batch handled `size` mutations at a time, each chunk in a transaction of its own
 * (`applyChunk`), in order; a chunk that stopped at a gap stops the batch, one that handled fewer
 * (`handled`) is followed by a chunk from the first it left. The answer of the
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
  for (let start = 0; start < mutations.length; ) {
    const chunk = mutations.slice(start, start + size);
    const outcome = await applyChunk(chunk);
    results.push(...outcome.results);
    lastAppliedSeq = outcome.lastSeq;
    expectedSeq = outcome.expectedSeq;
    if (expectedSeq !== null) break;
    // a chunk always handles its first mutation, so the batch moves on
    start += Math.max(1, outcome.handled ?? chunk.length);
  }
  return { results, lastAppliedSeq, expectedSeq };
}
