import type { EarnedAchievement } from '@reign/contract';
import { plural } from '@reign/domain';

/** The toast of an achievement just unlocked (issue 15): 'Achievement unlocked: 7-Day Streak · +25 points'. */
export function achievementToastTitle(a: Pick<EarnedAchievement, 'title' | 'pointsAwarded'>): string {
  return `Achievement unlocked: ${a.title} · +${plural(a.pointsAwarded, 'point')}`;
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
