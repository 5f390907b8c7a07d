import type { EarnedAchievement } from '@reign/contract';
import { COUNTED_SHARES_PER_DAY, plural } from '@reign/domain';

export const COPIED_TITLE = 'Copied to clipboard!';
export const SHARED_TITLE = 'Thanks for sharing!';
export const GUEST_SHARE_MESSAGE = 'Sign in to earn points for sharing';
export const UNRECORDED_SHARE_MESSAGE = 'Your share could not be recorded, so it earned no points this time.';

export function achievementLine(a: Pick<EarnedAchievement, 'title' | 'pointsAwarded'>): string {
  return `Achievement unlocked: ${a.title} · +${plural(a.pointsAwarded, 'point')}`;
}

/** The lines of the toast after a share: points earned (or why none) and new achievements. */
export function shareToastLines(
  result: {
    pointsEarned: number;
    newAchievements: readonly Pick<EarnedAchievement, 'title' | 'pointsAwarded'>[];
  } | null,
  signedIn: boolean,
): string[] {
  if (!signedIn) return [GUEST_SHARE_MESSAGE];
  if (!result) return [UNRECORDED_SHARE_MESSAGE];
  const lines = [
    result.pointsEarned > 0
      ? `You earned ${plural(result.pointsEarned, 'point')} for sharing.`
      : `Points come for up to ${COUNTED_SHARES_PER_DAY} shares a day, each of a verse you have not shared before; thank you for sharing anyway.`,
  ];
  for (const a of result.newAchievements) lines.push(achievementLine(a));
  return lines;
}
