// What a bound per 24 hours reads: how many, and the oldest of them (when the next one is allowed).

export interface DayCount {
  count: number;
  oldest: Date | null;
}
