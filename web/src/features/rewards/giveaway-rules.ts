import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { entryOddsPercent, GIVEAWAY_POINTS_STEP, isValidGiveawaySpend } from '@reign/domain';
import { serverNow } from '../../api';
import { i18n as appI18n } from '../../i18n';

export { entryOddsPercent, isValidGiveawaySpend };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whether the giveaway is over (an unreadable end counts as over). */
export function hasEnded(endDate: string | Date, now: Date = serverNow()): boolean {
  const ms = new Date(endDate).getTime() - now.getTime();
  return !Number.isFinite(ms) || ms <= 0;
}

/**
 * Time left until `endDate`: 'Ended', 'N days M hours', or 'N hours M minutes' (in the active
 * language unless `i18n` is given).
 */
export function timeRemaining(endDate: string | Date, now: Date = serverNow(), i18n: I18n = appI18n): string {
  const ms = new Date(endDate).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return i18n._(msg`Ended`);
  if (ms >= DAY) {
    const days = Math.floor(ms / DAY);
    const hours = Math.floor((ms % DAY) / HOUR);
    return i18n._(
      msg`${plural(days, { one: '# day', other: '# days' })} ${plural(hours, { one: '# hour', other: '# hours' })}`,
    );
  }
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  return i18n._(
    msg`${plural(hours, { one: '# hour', other: '# hours' })} ${plural(minutes, { one: '# minute', other: '# minutes' })}`,
  );
}

/** Before `startDate`: 'Starts in 2 days', 'Starts in 3 hours', 'Starts in 5 minutes'; null once started. */
export function startsIn(
  startDate: string | Date,
  now: Date = serverNow(),
  i18n: I18n = appI18n,
): string | null {
  const ms = new Date(startDate).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  if (ms >= DAY) {
    const days = Math.round(ms / DAY);
    return i18n._(msg`Starts in ${plural(days, { one: '# day', other: '# days' })}`);
  }
  if (ms >= HOUR) {
    const hours = Math.round(ms / HOUR);
    return i18n._(msg`Starts in ${plural(hours, { one: '# hour', other: '# hours' })}`);
  }
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return i18n._(msg`Starts in ${plural(minutes, { one: '# minute', other: '# minutes' })}`);
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
