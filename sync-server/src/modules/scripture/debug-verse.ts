import { type Bible, parseReference } from '@reign/bible';
import { DAILY_VERSES, dailyVerseFor } from '@reign/bible/daily-verses';
import { readBible } from '@reign/bible/node';
import { MAX_DEBUG_VERSES } from '@reign/contract';
import { cleanReflection, isUsableReflection } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { badRequest, notFound } from '../../lib/http-error';
import { builtInReflection, commentaryCredit, findGeneratedReflection } from '../ai';
import { activeScheduledFor } from './scheduled-scripture-repository';
import { usedVersesBetween } from './used-verse-repository';

/** The router has decoded the name already; a link encoded twice is decoded once more if it can be. */
function decodedOnce(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** How many verses a reference names (a whole chapter: all of its verses; repeats count again). */
function versesNamed(bible: Bible, name: string): number {
  const parsed = parseReference(name);
  if (!parsed) return 0;
  return parsed.verses.length || (bible.chapter(parsed.book.osis, parsed.chapter)?.length ?? 0);
}

/**
 * A date (YYYY-MM-DD) up to today (Central) shows that day's verse (scheduled, else the recorded or
 * the list's built-in one) and its reflection; a later date is 404 'No verse for that day.', so
 * nobody peeks ahead. Anything else is read as a reference ('John 3:16') of at most
 * MAX_DEBUG_VERSES verses (400 beyond, so an answer stays small). Shows only what the home page
 * would, never generates anything, and answers 404 for names it cannot read.
 */
export async function debugVerse(sql: Queryable, rawName: string, today: string): Promise<DebugAnswer> {
  const answer = await debugVerseUncredited(sql, rawName, today);
  return { ...answer, ...(await commentaryCredit(answer.reference, answer.reflection)) };
}

type DebugAnswer = { verse: string; reference: string; reflection: string; credit?: string };

async function debugVerseUncredited(sql: Queryable, rawName: string, today: string): Promise<DebugAnswer> {
  const name = decodedOnce(rawName).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(name) && !Number.isNaN(Date.parse(name))) {
    if (name > today) throw notFound({ code: 'debug.noVerseForDay' });
    const scheduled = await activeScheduledFor(sql, name);
    if (scheduled) {
      const own = scheduled.reflection ? cleanReflection(scheduled.reflection) : null;
      return {
        verse: scheduled.verse,
        reference: scheduled.reference,
        reflection: isUsableReflection(own) ? own : await builtInReflection(scheduled.reference),
      };
    }
    const recorded = (await usedVersesBetween(sql, name, name)).get(name);
    const daily = (recorded === undefined ? undefined : DAILY_VERSES[recorded]) ?? dailyVerseFor(name);
    return {
      verse: daily.text,
      reference: daily.reference,
      reflection:
        (await findGeneratedReflection(sql, daily.reference)) ?? (await builtInReflection(daily.reference)),
    };
  }
  const bible = await readBible();
  if (versesNamed(bible, name) > MAX_DEBUG_VERSES) throw badRequest({ code: 'debug.tooManyVerses' });
  const passage = bible.lookup(name);
  if (!passage) throw notFound({ code: 'debug.noVerse' });
  return {
    verse: passage.text,
    reference: passage.reference,
    reflection:
      (await findGeneratedReflection(sql, passage.reference)) ?? (await builtInReflection(passage.reference)),
  };
}
