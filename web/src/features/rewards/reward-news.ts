import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { EarnedAchievement } from '@reign/contract';
import { i18n as appI18n } from '../../i18n';

/** The toast of an achievement just unlocked (issue 15): 'Achievement unlocked: 7-Day Streak · +25 points'. */
export function achievementToastTitle(
  a: Pick<EarnedAchievement, 'title' | 'pointsAwarded'>,
  i18n: I18n = appI18n,
): string {
  const title = a.title;
  const points = a.pointsAwarded;
  return i18n._(
    msg`Achievement unlocked: ${title} · ${plural(points, { one: '+# point', other: '+# points' })}`,
  );
}

const key = (userId: number) => `reign:known-achievements:${userId}`;

/** The achievement ids this device has told the person about (null: it never looked). */
export function knownAchievements(userId: number): Set<string> | null {
  try {
    const raw = window.localStorage.getItem(key(userId));
    return raw ? new Set(JSON.parse(raw) as string[]) : null;
  } catch {
    return null;
  }
}

export function rememberAchievements(userId: number, ids: Iterable<string>): void {
  try {
    window.localStorage.setItem(key(userId), JSON.stringify([...ids]));
  } catch {
    // storage refused: the next look may tell again, which is harmless
  }
}

/**
 * The achievements to announce: those not known yet. On a device that never looked, only those
 * earned after `since` (the page opened) are news; older ones were earned elsewhere, long ago.
 */
export function newAchievements(
  all: readonly EarnedAchievement[],
  known: Set<string> | null,
  since: string,
): EarnedAchievement[] {
  return all.filter((a) => (known ? !known.has(a.achievementId) : a.createdAt >= since));
}
