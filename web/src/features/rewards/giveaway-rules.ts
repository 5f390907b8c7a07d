import { entryOddsPercent, GIVEAWAY_POINTS_STEP, isValidGiveawaySpend } from '@reign/domain';
import { serverNow } from '../../api';

export { entryOddsPercent, isValidGiveawaySpend };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Time left until `endDate`: 'Ended', 'N days M hours', or 'N hours M minutes'. */
export function timeRemaining(endDate: string | Date, now: Date = serverNow()): string {
  const ms = new Date(endDate).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 'Ended';
  if (ms >= DAY) {
    const days = Math.floor(ms / DAY);
    return `${plural(days, 'day')} ${plural(Math.floor((ms % DAY) / HOUR), 'hour')}`;
  }
  return `${plural(Math.floor(ms / HOUR), 'hour')} ${plural(Math.floor((ms % HOUR) / MINUTE), 'minute')}`;
}

/** Before `startDate`: 'Starts in 2 days', 'Starts in 3 hours', 'Starts in 5 minutes'; null once started. */
export function startsIn(startDate: string | Date, now: Date = serverNow()): string | null {
  const ms = new Date(startDate).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  if (ms >= DAY) return `Starts in ${plural(Math.round(ms / DAY), 'day')}`;
  if (ms >= HOUR) return `Starts in ${plural(Math.round(ms / HOUR), 'hour')}`;
  return `Starts in ${plural(Math.max(1, Math.ceil(ms / MINUTE)), 'minute')}`;
}

/** The selector's range: requirement up to the highest step within the balance (null: cannot enter). */
export function spendRange(requirement: number, balance: number): { min: number; max: number } | null {
  if (balance < requirement) return null;
  const steps = Math.floor((balance - requirement) / GIVEAWAY_POINTS_STEP);
  return { min: requirement, max: requirement + steps * GIVEAWAY_POINTS_STEP };
}

/** Every amount the selector offers, requirement first. */
export function spendOptions(requirement: number, balance: number): number[] {
  const range = spendRange(requirement, balance);
  if (!range) return [];
  const out: number[] = [];
  for (let p = range.min; p <= range.max; p += GIVEAWAY_POINTS_STEP) out.push(p);
  return out;
}

/** How many more points are needed for the requirement (0 when there are enough). */
export function pointsShort(requirement: number, balance: number): number {
  return Math.max(0, requirement - balance);
}
