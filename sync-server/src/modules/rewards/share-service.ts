import { randomInt } from 'node:crypto';
import type { EarnedAchievement, shareBody } from '@reign/contract';
import { personTimeZone, SHARE_POINTS, shareCounts, verseKey, zonedDate } from '@reign/domain';
import type { z } from 'zod';
import type { Sql } from '../../db/connect';
import { findTimeZone } from '../profile';
import { lockUser } from '../users';
import { awardAchievements } from './achievements';
import { balanceOf } from './points-repository';
import { addPoints } from './points-service';
import {
  countClick,
  findShareByCode,
  findShareByKey,
  insertShare,
  markShareCounted,
  type ShareRow,
  shareCountingState,
} from './share-repository';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const newShortCode = () =>
  Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export interface ShareResult {
  shortLink: string;
  pointsEarned: number;
  sharingPoints: number;
  newAchievements: EarnedAchievement[];
}

/**
 * Records a share with its short link. It counts (5 points, and toward the share achievements)
 * only as one of the first few of the Central day and for a verse the user had not shared before
 * (packages/domain fair-points.ts); every share still gets its link. The client's shareId makes a
 * retry answer the first result without paying again. `sharerAddress` (a keyed hash) lets the
 * sharer's own clicks on the link go uncounted.
 */
export async function recordShare(
  sql: Sql,
  userId: number,
  body: z.output<typeof shareBody>,
  now: Date,
  sharerAddress: string,
): Promise<ShareResult> {
  const key = `${userId}:${body.shareId}`;
  return sql.begin(async (tx) => {
    // one share of a user at a time, so the daily allowance holds under concurrent shares
    await lockUser(tx, userId);
    const existing = await findShareByKey(tx, userId, key);
    if (existing) {
      return {
        shortLink: existing.shortLink,
        pointsEarned: existing.pointsEarned,
        sharingPoints: await balanceOf(tx, userId),
        newAchievements: [],
      };
    }
    const verse = verseKey(body.verseReference);
    // the day's allowance counts in the person's own day (issue 39)
    const timeZone = personTimeZone(await findTimeZone(tx, userId));
    const day = { date: zonedDate(now, timeZone), timeZone };
    const counts = shareCounts(await shareCountingState(tx, userId, verse, day));
    let share: ShareRow | undefined;
    for (let attempt = 0; !share && attempt < 5; attempt++) {
      share = await insertShare(tx, {
        userId,
        entryId: body.entryId ?? null,
        platform: body.platform,
        verseReference: body.verseReference,
        verseKey: verse,
        sharerAddress,
        shortLink: newShortCode(),
        key,
      });
    }
    if (!share) throw new Error('could not find a free short link');
    if (!counts) {
      return {
        shortLink: share.shortLink,
        pointsEarned: 0,
        sharingPoints: await balanceOf(tx, userId),
        newAchievements: [],
      };
    }
    await markShareCounted(tx, share.id, SHARE_POINTS);
    await addPoints(
      tx,
      userId,
      SHARE_POINTS,
      'share',
      `share:${key}`,
      `Share of ${body.verseReference} (${body.platform})`,
    );
    const newAchievements = await awardAchievements(tx, userId, now);
    return {
      shortLink: share.shortLink,
      pointsEarned: SHARE_POINTS,
      sharingPoints: await balanceOf(tx, userId),
      newAchievements,
    };
  }) as Promise<ShareResult>;
}

const BOTS =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|quora|pinterest|whatsapp|telegram|discord|curl|wget|python|java\/|go-http|headless|lighthouse/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOTS.test(userAgent);
}

/**
 * Follows a short link: answers where it goes, and counts the click once per visitor (the client
 * address, as a keyed hash; the browser's User-Agent plays no part, so changing it counts nothing
 * more) per share and Central day. Bots are not counted, nor the sharer: their signed-in session or
 * the address they shared from. A counted click is how a share is known to have reached someone,
 * which Social Butterfly needs on every platform.
 */
export async function followShortLink(
  sql: Sql,
  code: string,
  visitor: { address: string; userAgent: string | undefined; signedInUserId: number | undefined },
  now: Date,
  hash: (address: string, purpose: string) => string,
): Promise<string | undefined> {
  const share = await findShareByCode(sql, code);
  if (!share) return undefined;
  const own =
    visitor.signedInUserId === share.userId || hash(visitor.address, 'share') === share.sharerAddress;
  if (!own && !isBot(visitor.userAgent)) {
    // one click a visitor a day, the sharer's day (their zone)
    const day = zonedDate(now, personTimeZone(await findTimeZone(sql, share.userId)));
    const counted = await countClick(sql, share.id, hash(visitor.address, `click|${day}`), day);
    if (counted) await sql.begin((tx) => awardAchievements(tx, share.userId, now));
  }
  return share.verseReference;
}
