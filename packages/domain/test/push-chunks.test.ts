import { describe, expect, it } from 'vitest';
import { pushInChunks } from '../src';

describe('a pushed batch in chunks', () => {
  it('a push goes on from the first mutation a chunk left (one that would write another circle)', async () => {
    const chunks: number[][] = [];
    const answer = await pushInChunks([1, 2, 3, 4, 5], 3, async (chunk) => {
      chunks.push([...chunk]);
      const handled = chunk.includes(2) ? 2 : chunk.length;
      return {
        results: chunk.slice(0, handled),
        lastSeq: chunk[handled - 1] ?? 0,
        expectedSeq: null,
        handled,
      };
    });
    expect(chunks).toEqual([
      [1, 2, 3],
      [3, 4, 5],
    ]);
    expect(answer).toEqual({ results: [1, 2, 3, 4, 5], lastAppliedSeq: 5, expectedSeq: null });
  });
});
