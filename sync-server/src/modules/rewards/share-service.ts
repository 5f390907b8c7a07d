import { createHash, randomInt } from 'node:crypto';
import type { EarnedAchievement, shareBody } from '@reign/contract';
import { centralDate, SHARE_POINTS, SHARE_POINTS_DAILY_CAP } from '@reign/domain';
import type { z } from 'zod';
import type { Queryable, Sql } from '../../db/connect';
import { awardAchievements } from './achievements';
import { addPoints, balanceOf, sharePointsOn } from './points-repository';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const newShortCode = () =>
  Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

interface ShareRow {
  id: number;
  shortLink: string;
  pointsEarned: number;
}

async function findShareByKey(db: Queryable, userId: number, key: string): Promise<ShareRow | undefined> {
  const [row] = await db<ShareRow[]>`
    select id, short_link, points_earned from scripture_shares where share_key = ${key} and user_id = ${userId}`;
  return row;
}

/**
 * Records a share with its short link and pays share points (5, at most 25 per Central day). The
 * client's shareId makes a retry answer the first result without paying again.
 */
export async function recordShare(
  sql: Sql,
  userId: number,
  body: z.output<typeof shareBody>,
  now: Date,
): Promise<{
  shortLink: string;
  pointsEarned: number;
  sharingPoints: number;
  newAchievements: EarnedAchievement[];
}> {
  const key = `${userId}:${body.shareId}`;
  return sql.begin(async (tx) => {
    // one share of a user at a time, so the daily cap holds under concurrent shares
    await tx`select id from users where id = ${userId} for update`;
    const existing = await findShareByKey(tx, userId, key);
    if (existing) {
      return {
        shortLink: existing.shortLink,
        pointsEarned: existing.pointsEarned,
        sharingPoints: await balanceOf(tx, userId),
        newAchievements: [],
      };
    }
    let share: ShareRow | undefined;
    for (let attempt = 0; !share && attempt < 5; attempt++) {
      [share] = await tx<ShareRow[]>`
        insert into scripture_shares (user_id, entry_id, platform, verse_reference, short_link, share_key)
        select ${userId}, e.id, ${body.platform}, ${body.verseReference}, ${newShortCode()}, ${key}
        from (select ${body.entryId ?? null}::uuid as wanted) w
        left join entries e on e.id = w.wanted and e.user_id = ${userId}
        on conflict (short_link) do nothing
        returning id, short_link, points_earned`;
    }
    if (!share) throw new Error('could not find a free short link');
    const already = await sharePointsOn(tx, userId, centralDate(now));
    const pay = Math.max(0, Math.min(SHARE_POINTS, SHARE_POINTS_DAILY_CAP - already));
    let balance = await balanceOf(tx, userId);
    if (pay > 0) {
      balance = (await addPoints(tx, userId, pay, 'share', `share:${key}`)).balance;
      await tx`update scripture_shares set points_earned = ${pay} where id = ${share.id}`;
    }
    const newAchievements = await awardAchievements(tx, userId);
    if (newAchievements.length) balance = await balanceOf(tx, userId);
    return { shortLink: share.shortLink, pointsEarned: pay, sharingPoints: balance, newAchievements };
  }) as Promise<{
    shortLink: string;
    pointsEarned: number;
    sharingPoints: number;
    newAchievements: EarnedAchievement[];
  }>;
}

const BOTS =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|quora|pinterest|whatsapp|telegram|discord|curl|wget|python|java\/|go-http|headless|lighthouse/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOTS.test(userAgent);
}

/**
 * Follows a short link: answers where it goes, and counts the click once per visitor (a hash of
 * address and browser, never stored in clear) per day; bots are not counted.
 */
export async function followShortLink(
  sql: Sql,
  code: string,
  visitor: { ip: string; userAgent: string | undefined },
  now: Date,
): Promise<string | undefined> {
  const [share] = await sql<{ id: number; verseReference: string }[]>`
    select id, verse_reference from scripture_shares where short_link = ${code}`;
  if (!share) return undefined;
  if (!isBot(visitor.userAgent)) {
    const day = centralDate(now);
    const hash = createHash('sha256')
      .update(`${visitor.ip}|${visitor.userAgent}|${day}`)
      .digest('hex')
      .slice(0, 32);
    const counted = await sql`
      insert into share_clicks (share_id, visitor, day) values (${share.id}, ${hash}, ${day})
      on conflict do nothing returning share_id`;
    if (counted.length)
      await sql`update scripture_shares set click_count = click_count + 1 where id = ${share.id}`;
  }
  return share.verseReference;
}
