import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle, notYetFetched } from './warm-offline';

/** An idle queue run by hand: each period says how much time it has left after each item. */
function idleQueue(remaining: number[][]) {
  const queue: Array<(d: { timeRemaining(): number }) => void> = [];
  const periods: string[][] = [];
  const idle = (run: (d: { timeRemaining(): number }) => void) => queue.push(run);
  const runAll = (done: string[]) => {
    while (queue.length) {
      const left = remaining[periods.length] ?? [0];
      let i = 0;
      const start = done.length;
      queue.shift()?.({ timeRemaining: () => left[Math.min(i++, left.length - 1)] ?? 0 });
      periods.push(done.slice(start));
    }
  };
  return { idle, runAll, periods };
}

describe('eachWhenIdle', () => {
  it('spreads the items over idle periods, going on within one while it has time left', () => {
    const done: string[] = [];
    const q = idleQueue([[10, 10, 1], [0], [3]]);
    eachWhenIdle(['a', 'b', 'c', 'd', 'e', 'f'], (item) => done.push(item), q.idle);
    expect(done).toEqual([]); // nothing before the first idle period
    q.runAll(done);
    expect(q.periods).toEqual([['a', 'b', 'c'], ['d'], ['e'], ['f']]);
  });

  it('asks for no idle period when there is nothing to do', () => {
    const q = idleQueue([]);
    eachWhenIdle([], () => {}, q.idle);
    q.runAll([]);
    expect(q.periods).toEqual([]);
  });

  it('stops a slice after a few milliseconds of work, however long the idle period', () => {
    const done: string[] = [];
    const q = idleQueue([
      [49, 48, 47, 46, 45, 44],
      [49, 48, 47, 46, 45, 44],
    ]);
    let clock = 0;
    // each item takes 1.2 ms (a link's fetch starting on the main thread)
    eachWhenIdle(
      ['a', 'b', 'c', 'd', 'e', 'f'],
      (item) => {
        done.push(item);
        clock += 1.2;
      },
      q.idle,
      () => clock,
    );
    q.runAll(done);
    expect(q.periods).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
  });
});

describe('notYetFetched', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('leaves out what the page links to and every file it has fetched already', () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/assets/linked.js';
    document.head.append(link);
    const imported = { name: new URL('/assets/imported.js', location.href).href } as PerformanceEntry;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([imported]);
    expect(
      notYetFetched(['assets/linked.js', 'assets/imported.js', 'assets/new.js', 'assets/new.css']),
    ).toEqual(['assets/new.js', 'assets/new.css']);
  });
});
