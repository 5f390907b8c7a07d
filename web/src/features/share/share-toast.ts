import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { EarnedAchievement } from '@reign/contract';
import { COUNTED_SHARES_PER_DAY } from '@reign/domain';
import { i18n as appI18n } from '../../i18n';

// The toast's words, shown through the catalogue (i18n._) when the toast shows.
export const COPIED_TITLE = msg`Copied to clipboard!`;
export const SHARED_TITLE = msg`Thanks for sharing!`;
const GUEST = msg`Sign in to earn points for sharing`;
const UNRECORDED = msg`Your share could not be recorded, so it earned no points this time.`;
/** The English of the guest's and the unrecorded share's lines (as the tests read them). */
export const GUEST_SHARE_MESSAGE = 'Sign in to earn points for sharing';
export const UNRECORDED_SHARE_MESSAGE = 'Your share could not be recorded, so it earned no points this time.';

export function achievementLine(
  a: Pick<EarnedAchievement, 'title' | 'pointsAwarded'>,
  i18n: I18n = appI18n,
): string {
  const title = a.title;
  const points = a.pointsAwarded;
  return i18n._(
    msg`Achievement unlocked: ${title} · +${plural(points, { one: '# point', other: '# points' })}`,
  );
}

/** The lines of the toast after a share: points earned (or why none) and new achievements. */
export function shareToastLines(
  result: {
    pointsEarned: number;
    newAchievements: readonly Pick<EarnedAchievement, 'title' | 'pointsAwarded'>[];
  } | null,
  signedIn: boolean,
  i18n: I18n = appI18n,
): string[] {
  if (!signedIn) return [i18n._(GUEST)];
  if (!result) return [i18n._(UNRECORDED)];
  const earned = result.pointsEarned;
  const perDay = COUNTED_SHARES_PER_DAY;
  const lines = [
    earned > 0
      ? i18n._(msg`You earned ${plural(earned, { one: '# point', other: '# points' })} for sharing.`)
      : i18n._(
          msg`Points come for up to ${perDay} shares a day, each of a verse you have not shared before; thank you for sharing anyway.`,
        ),
  ];
  for (const a of result.newAchievements) lines.push(achievementLine(a, i18n));
  return lines;
}
