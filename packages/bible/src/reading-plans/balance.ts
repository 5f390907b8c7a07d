/**
 * Splitting a reading into days of about the same length. Pure arithmetic over verse counts: the
 * passages themselves are made in generate.ts.
 */

/** How far a day may be from the mean day, as a share of it (issue 38: within 25%). */
export const BALANCE_TOLERANCE = 0.25;

/** The verses of a day may be between these (inclusive) when the mean day is `mean`. */
export function dayBounds(mean: number): { low: number; high: number } {
  return { low: mean * (1 - BALANCE_TOLERANCE), high: mean * (1 + BALANCE_TOLERANCE) };
}

/** A place a day may end: a count of verses from the start, and whether it is inside a chapter. */
export interface Cut {
  at: number;
  inChapter: boolean;
}

/**
 * The places a day may end in a reading whose chapters end at `chapterEnds` (verses from the start):
 * every chapter's end, and inside each chapter every `step` verses and at its halves, thirds and
 * quarters (so a long chapter is cut evenly: Psalm 119 at 88).
 */
export function cutsOf(chapterEnds: readonly number[], mean: number): Cut[] {
  const step = Math.max(1, Math.floor(mean / 8));
  const cuts: Cut[] = [{ at: 0, inChapter: false }];
  let start = 0;
  for (const end of chapterEnds) {
    const verses = end - start;
    const inside = new Set<number>();
    for (let k = step; k < verses; k += step) inside.add(k);
    for (const parts of [2, 3, 4])
      for (let k = 1; k < parts; k++) inside.add(Math.round((verses * k) / parts));
    for (const k of [...inside].filter((k) => k > 0 && k < verses).sort((a, b) => a - b)) {
      cuts.push({ at: start + k, inChapter: true });
    }
    cuts.push({ at: end, inChapter: false });
    start = end;
  }
  return cuts;
}

/**
 * Where each day ends (indexes into `cuts`), so that every day is within the tolerance of the mean,
 * as few days as can be end inside a chapter, and the days are as even as they can be (least
 * squares); null when no choice of the cuts keeps every day within the tolerance.
 */
export function chooseCuts(cuts: readonly Cut[], days: number): number[] | null {
  const last = cuts.length - 1;
  const total = cuts[last]?.at ?? 0;
  if (days < 1 || days > last) return null;
  const mean = total / days;
  const { low, high } = dayBounds(mean);
  const inChapterCost = mean * mean * days; // more than any evenness a whole-chapter end could give up
  const at = (i: number) => cuts[i]?.at ?? 0;
  // row d holds the cuts day d may end at: those a plan of d days within the bounds can reach
  const rows: { first: number; cost: Float64Array; from: Int32Array }[] = [
    { first: 0, cost: Float64Array.of(0), from: Int32Array.of(-1) },
  ];
  let lo = 0;
  let hi = 0;
  for (let d = 1; d <= days; d++) {
    const min = Math.max(d * low, total - (days - d) * high);
    const max = Math.min(d * high, total - (days - d) * low);
    while (lo < last && at(lo) < min) lo++;
    hi = Math.max(hi, lo);
    while (hi < last && at(hi + 1) <= max) hi++;
    const previous = rows[d - 1];
    if (!previous || lo > hi || at(lo) < min || at(hi) > max) return null;
    const cost = new Float64Array(hi - lo + 1).fill(Number.POSITIVE_INFINITY);
    const from = new Int32Array(hi - lo + 1).fill(-1);
    let start = previous.first;
    for (let j = lo; j <= hi; j++) {
      while (start < previous.first + previous.cost.length && at(j) - at(start) > high) start++;
      for (let i = start; i < previous.first + previous.cost.length && i < j; i++) {
        const verses = at(j) - at(i);
        if (verses < low) break;
        const before = previous.cost[i - previous.first] ?? Number.POSITIVE_INFINITY;
        if (before === Number.POSITIVE_INFINITY) continue;
        const value = before + (verses - mean) ** 2 + (cuts[j]?.inChapter ? inChapterCost : 0);
        if (value < (cost[j - lo] ?? Number.POSITIVE_INFINITY)) {
          cost[j - lo] = value;
          from[j - lo] = i;
        }
      }
    }
    rows.push({ first: lo, cost, from });
  }
  const final = rows[days];
  if (!final || final.first + final.cost.length - 1 !== last) return null;
  if ((final.cost[last - final.first] ?? Number.POSITIVE_INFINITY) === Number.POSITIVE_INFINITY) return null;
  const ends: number[] = [];
  for (let d = days, j = last; d > 0; d--) {
    ends.push(j);
    const row = rows[d];
    j = row?.from[j - row.first] ?? 0;
  }
  return ends.reverse();
}

/**
 * Where each day ends (a count of verses from the start), cutting anywhere: each day ends at the
 * chapter boundary nearest its even share when one is close (an eighth of a day), else at the
 * verse of its even share. For readings whose whole chapters cannot be grouped evenly.
 */
export function cutVerses(chapterEnds: readonly number[], total: number, days: number): number[] {
  const mean = total / days;
  const near = mean / 8;
  const ends: number[] = [];
  let previous = 0;
  let boundary = 0;
  for (let d = 1; d <= days; d++) {
    const target = d === days ? total : (d * total) / days;
    while (boundary < chapterEnds.length - 1 && (chapterEnds[boundary + 1] ?? 0) <= target) boundary++;
    const candidates = [chapterEnds[boundary] ?? 0, chapterEnds[boundary + 1] ?? total].filter(
      (end) => end > previous && Math.abs(end - target) <= near,
    );
    candidates.sort((a, b) => Math.abs(a - target) - Math.abs(b - target));
    const end = d === days ? total : (candidates[0] ?? Math.max(previous + 1, Math.round(target)));
    ends.push(end);
    previous = end;
  }
  return ends;
}
